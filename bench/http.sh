#!/usr/bin/env bash
# Throughput and latency of the server under a whole school's load, next to what actix-web alone
# can do on this machine. Seeds a fresh SQLite school with `lyceum seed-demo` (50,000 students,
# 5,000 teachers, 2,000 sections), adds a few news items and a 30-message conversation, signs in a
# real student, teacher and administrator, and loads each call with wrk (32 connections, a few
# seconds each). The hello-world of bench/hello (a fixed JSON body, no database) is loaded in the
# same run, just before each build's calls, and every row says what share of its throughput the
# call reaches. Errors count answers of 400 and above and failed connections.
#
# Usage: bench/http.sh [seconds-per-call] [connections] [students] [teachers]
# Binaries: target/release/lyceum (cargo build --release), or LYCEUM_BIN. To compare builds in one
# run, give several as LYCEUM_BINS="before=/path/to/old/lyceum after=target/release/lyceum".
# Needs wrk (Debian: apt-get install wrk), curl and python3.
set -euo pipefail
seconds="${1:-6}"
connections="${2:-32}"
students="${3:-50000}"
teachers="${4:-5000}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bins="${LYCEUM_BINS:-lyceum=${LYCEUM_BIN:-$root/target/release/lyceum}}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk"; exit 1; }
for entry in $bins; do
  [ -x "${entry#*=}" ] || { echo "no binary at ${entry#*=}: cargo build --release (or set LYCEUM_BIN)"; exit 1; }
done

echo "building the actix-web hello-world (bench/hello)..."
cargo build --quiet --release --manifest-path "$root/bench/hello/Cargo.toml" --target-dir "$root/target/bench-hello"
hello_bin="$root/target/bench-hello/release/lyceum-bench-hello"

work="$(mktemp -d)"
pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap 'stop_all; rm -rf "$work"' EXIT
db="sqlite://$work/bench.db"
first_bin="$(echo "$bins" | awk '{ print $1 }')"
first_bin="${first_bin#*=}"
password=bench-pass-123

echo "seeding $students students, 2000 sections, $teachers teachers..."
LYCEUM_LOG=warn "$first_bin" seed-demo --weekly-lessons --students "$students" --unplaced "$((students / 10))" --sections 2000 \
  --teachers "$teachers" --password "$password" --database "$db" >/dev/null
LYCEUM_LOG=warn "$first_bin" create-admin --email bench@lyceum.test --password "$password" --database "$db" >/dev/null

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# Prints the session token after signing in `email` as `role` (admins, students, teachers).
sign_in() {
  local role="$1" email="$2" jar="$work/jar-$1"
  curl -sf -c "$jar" -H 'content-type: application/json' \
    -d "{\"email\":\"$email\",\"password\":\"$password\"}" "$base/api/$role/login" >/dev/null
  awk '$6 == "lyceum_session" { print $7 }' "$jar"
}

id_of() { python3 -c 'import json, sys; print(json.load(sys.stdin)["user"]["_id"])'; }

# wrk prints one line: requests/s, p50 ms, p99 ms, errors (status >= 400 and socket errors).
cat >"$work/report.lua" <<'EOF'
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %d\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status + e.connect + e.read + e.write + e.timeout))
end
EOF

# Searches an admin has not made before: each request picks one of about 400 different words
# (parts of the demo school's names, and student numbers), far more than a server keeps the
# matches of, so most are read from the index afresh.
python3 - "$work/searches.lua" <<'EOF'
import random, sys
names = ["Maria", "Jose", "Ana", "Juan", "Carmen", "Miguel", "Rosa", "Pedro", "Elena", "Andres", "Lucia", "Ramon",
         "Santos", "Reyes", "Cruz", "Bautista", "Garcia", "Mendoza", "Torres", "Flores", "Villanueva", "Ramos"]
words = sorted({name[i:i + n].lower() for name in names for n in range(3, 7) for i in range(len(name) - n + 1)})
random.seed(7)
words += ["student%d" % random.randrange(1, 50000) for _ in range(400 - len(words))]
with open(sys.argv[1], "w") as out:
    out.write("local words = {%s}\n" % ", ".join('"%s"' % w for w in words))
    out.write("""
request = function()
  local word = words[math.random(#words)]
  return wrk.format("GET", "/api/admins/get-students?page=1&pageSize=20&q=" .. word)
end
""")
EOF
cat "$work/report.lua" >>"$work/searches.lua"

hello_rate=""
printf '\n| %-50s | %-8s | %10s | %8s | %8s | %6s | %13s |\n' call build requests/s "p50 (ms)" "p99 (ms)" errors "× hello-world"
printf '|%s|%s|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..52})" ---------- ------------ ---------- ---------- -------- ---------------

# Loads `url` (with the cookie `token`, if any; the requests of the wrk script `script`, if
# given) and prints its row of the table.
load() {
  local name="$1" build="$2" url="$3" token="${4:-}" script="${5:-$work/report.lua}" out status
  local cookie=()
  [ -n "$token" ] && cookie=(-H "Cookie: lyceum_session=$token")
  # A call that does not answer 200 would measure its error page, so check it first.
  status=$(curl -s -o /dev/null -w '%{http_code}' "${cookie[@]}" "$url")
  [ "$status" = 200 ] || { echo "$name answered $status, not 200" >&2; exit 1; }
  out=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$script" "${cookie[@]}" "$url" |
    awk '/^RESULT/ { print $2, $3, $4, $5 }')
  read -r rate p50 p99 errors <<<"$out"
  [ "$build" != actix ] || hello_rate="$rate"
  printf '| %-50s | %-8s | %10s | %8s | %8s | %6s | %12.1f%% |\n' "$name" "$build" "$rate" "$p50" "$p99" "$errors" \
    "$(echo "100 * $rate / $hello_rate" | bc -l)"
}

hello_port=$(free_port)
"$hello_bin" "127.0.0.1:$hello_port" &
pids+=($!)
until curl -sf "http://127.0.0.1:$hello_port/" >/dev/null; do sleep 0.1; done

prepared=""
for entry in $bins; do
  build="${entry%%=*}"
  bin="${entry#*=}"
  port=$(free_port)
  base="http://127.0.0.1:$port"
  LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" \
    >"$work/serve-$build.log" 2>&1 &
  pids+=($!)
  until curl -sf "$base/api/health" >/dev/null; do sleep 0.2; done
  admin=$(sign_in admins bench@lyceum.test)
  student=$(sign_in students student1@demo.lyceum.test)
  teacher=$(sign_in teachers teacher1@demo.lyceum.test)
  teacher_id=$(curl -sf -H "Cookie: lyceum_session=$teacher" "$base/api/session" | id_of)
  student_id=$(curl -sf -H "Cookie: lyceum_session=$student" "$base/api/session" | id_of)
  if [ -z "$prepared" ]; then
    # Five news items for the home feed and a conversation of 30 messages, 15 each way.
    for n in 1 2 3 4 5; do
      curl -sf -o /dev/null -H "Cookie: lyceum_session=$admin" -H 'content-type: application/json' \
        -d "{\"text\":\"<h2>School news $n</h2><p>Classes resume on Monday; bring your forms.</p>\"}" \
        "$base/api/admins/create-news-updates"
    done
    for n in $(seq 15); do
      curl -sf -o /dev/null -H "Cookie: lyceum_session=$student" -H 'content-type: application/json' \
        -d "{\"message\":\"Question $n about the homework\"}" "$base/api/messages/send/$teacher_id"
      curl -sf -o /dev/null -H "Cookie: lyceum_session=$teacher" -H 'content-type: application/json' \
        -d "{\"message\":\"Answer $n: see page $n\"}" "$base/api/messages/send/$student_id"
    done
    prepared=yes
  fi
  # The machine's load drifts, so each build is compared with a hello-world measured just before it.
  load "hello-world (actix-web, fixed JSON, no database)" actix "http://127.0.0.1:$hello_port/"
  load "GET /api/health" "$build" "$base/api/health"
  load "GET /api/session (student)" "$build" "$base/api/session" "$student"
  load "GET /api/admins/get-news-updates (student)" "$build" "$base/api/admins/get-news-updates" "$student"
  load "get-students?page=1&pageSize=20" "$build" "$base/api/admins/get-students?page=1&pageSize=20" "$admin"
  load "get-students?page=$((students * 9 / 200))&pageSize=20" "$build" \
    "$base/api/admins/get-students?page=$((students * 9 / 200))&pageSize=20" "$admin"
  load "get-students?page=1&pageSize=20&q=maria" "$build" \
    "$base/api/admins/get-students?page=1&pageSize=20&q=maria" "$admin"
  load "get-students?page=1&pageSize=20&q=<one of 400 words>" "$build" \
    "$base/api/admins/get-students?page=1&pageSize=20&q=ana" "$admin" "$work/searches.lua"
  load "get-teachers?page=1&pageSize=20&sort=last_name" "$build" \
    "$base/api/admins/get-teachers?page=1&pageSize=20&sort=last_name" "$admin"
  load "GET /api/messages/{teacher} (30 messages)" "$build" "$base/api/messages/$teacher_id" "$student"
  kill "${pids[-1]}"
  wait "${pids[-1]}" 2>/dev/null || true
done
