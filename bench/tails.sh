#!/usr/bin/env bash
# The tails of a school day's busiest reads and writes, run after run. Seeds one 50,000-student
# school on SQLite with `lyceum seed-demo --previous-term` (1,250 sections of 40, 400 teachers, a
# full term of registers and the current term's so far, every subject's scores of the terms so
# far, every student's guardians), then, RUNS times (default 5), starts a fresh server on it and
# loads, with wrk (a few seconds each, 32 connections), the actix-web hello-world of bench/hello
# first and then:
#   - opening a gradebook of 40 students × 30 assessments, 400 different subjects (as grades.sh);
#   - 32 teachers saving their own lesson registers at once, each save changing its register
#     (as attendance.sh);
#   - a student's term summary, 2,000 different students (as attendance.sh);
#   - a guardian's Home, 2,000 guardians with their own sessions (as guardians.sh);
#   - the last page of the students list (20 a page of 50,000), as an administrator;
#   - a student's conversations (`GET /api/students/conversations`, one of 30 messages);
#   - `GET /api/session` and the news feed (five items), as a student, as a share of the
#     hello-world's requests a second;
# and the server's resident memory after start, before any request (`idle_rss_mb`).
#
# Usage: bench/tails.sh [runs] [seconds-per-call] [connections] [students]
# LYCEUM_BENCH_WORK=DIR keeps the seeded school in DIR and reuses it (seeding takes minutes).
# Binary: target/release/lyceum (cargo build --release), or LYCEUM_BIN. Needs wrk (Debian:
# apt-get install wrk), curl and python3.
# Each run's table is printed and its figures appended to bench/results/tails.jsonl (BENCH_NO_RECORD=1
# leaves that file alone). The last line is one JSON object with the worst of the runs for each
# key: the highest gradebook_open_p99_ms, register_save_p99_ms, student_summary_p99_ms,
# guardian_home_p99_ms, students_last_page_p99_ms, conversations_p99_ms and idle_rss_mb, the
# lowest session_pct_of_hello and news_pct_of_hello, and hello_rps, the slowest hello-world of
# the runs.
set -euo pipefail
runs="${1:-5}"
seconds="${2:-6}"
connections="${3:-32}"
students="${4:-50000}"
sections=$((students / 40))
teachers=400
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk"; exit 1; }
[ -x "$bin" ] || { echo "no binary at $bin: cargo build --release (or set LYCEUM_BIN)"; exit 1; }

echo "building the actix-web hello-world (bench/hello)..."
cargo build --quiet --release --manifest-path "$root/bench/hello/Cargo.toml" --target-dir "$root/target/bench-hello"
hello_bin="$root/target/bench-hello/release/lyceum-bench-hello"

work="${LYCEUM_BENCH_WORK:-$(mktemp -d)}"
mkdir -p "$work"
pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  pids=()
}
trap 'stop_all; [ -n "${LYCEUM_BENCH_WORK:-}" ] || rm -rf "$work"' EXIT
db="sqlite://$work/bench.db"
password=bench-pass-123
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
serve() { # starts a fresh server on the school: its URL in $base, its pid last in pids
  local port
  port=$(free_port)
  LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" \
    >>"$work/serve.log" 2>&1 &
  pids+=($!)
  base="http://127.0.0.1:$port"
  until curl -sf "$base/api/ready" >/dev/null; do sleep 0.2; done
}
sign_in() { # role email → the session cookie's value
  local jar="$work/jar"
  curl -sf -c "$jar" -H 'content-type: application/json' \
    -d "{\"email\":\"$2\",\"password\":\"$password\"}" "$base/api/$1/login" >/dev/null
  awk '$6 == "lyceum_session" { print $7 }' "$jar"
}

if [ -f "$work/prepared" ]; then
  echo "reusing the school seeded in $work"
else
  rm -rf "$work"/*
  echo "seeding $students students, $sections sections, $teachers teachers, their registers, grades and guardians (SQLite)..."
  LYCEUM_LOG=warn "$bin" seed-demo --weekly-lessons --students "$students" --unplaced 0 --sections "$sections" \
    --teachers "$teachers" --password "$password" --password-cost 4 --previous-term --database "$db" >/dev/null
  LYCEUM_LOG=warn "$bin" create-admin --email bench@lyceum.test --password "$password" --database "$db" >/dev/null
  mkdir -p "$work/grades" "$work/attendance" "$work/guardians"
  python3 "$root/bench/grades-plan.py" "$work/bench.db" "$work/grades"
  python3 "$root/bench/attendance-plan.py" "$work/bench.db" "$work/attendance" "$password"
  python3 "$root/bench/guardians-plan.py" "$db" "$work/guardians" 10 0 2000
  # Sessions live in the database, so the sign-ins made here serve every run's fresh server.
  serve
  sign_in admins bench@lyceum.test >"$work/admin"
  student=$(sign_in students student1@demo.lyceum.test)
  teacher=$(sign_in teachers teacher1@demo.lyceum.test)
  echo "$student" >"$work/student"
  id_of() { curl -sf -H "Cookie: lyceum_session=$1" "$base/api/session" | python3 -c 'import json, sys; print(json.load(sys.stdin)["user"]["_id"])'; }
  student_id=$(id_of "$student")
  teacher_id=$(id_of "$teacher")
  # Five news items for the feed and a conversation of 30 messages, 15 each way.
  for n in 1 2 3 4 5; do
    curl -sf -o /dev/null -H "Cookie: lyceum_session=$(cat "$work/admin")" -H 'content-type: application/json' \
      -d "{\"text\":\"<h2>School news $n</h2><p>Classes resume on Monday; bring your forms.</p>\"}" \
      "$base/api/admins/create-news-updates"
  done
  for n in $(seq 15); do
    curl -sf -o /dev/null -H "Cookie: lyceum_session=$student" -H 'content-type: application/json' \
      -d "{\"message\":\"Question $n about the homework\"}" "$base/api/messages/send/$teacher_id"
    curl -sf -o /dev/null -H "Cookie: lyceum_session=$teacher" -H 'content-type: application/json' \
      -d "{\"message\":\"Answer $n: see page $n\"}" "$base/api/messages/send/$student_id"
  done
  cookies=""
  while read -r email; do cookies="$cookies\"$(sign_in teachers "$email")\", "; done <"$work/attendance/teachers.txt"
  sed -i "s|{COOKIES}|{${cookies%, }}|" "$work/attendance/saves.lua"
  stop_all
  python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("pragma wal_checkpoint(truncate)")' "$work/bench.db"
  cat >"$work/report.lua" <<'LUA'
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %d\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status + e.connect + e.read + e.write + e.timeout))
end
LUA
  for script in grades/gradebooks attendance/saves attendance/summaries guardians/homes; do
    cat "$work/report.lua" >>"$work/$script.lua"
  done
  touch "$work/prepared"
fi
admin=$(cat "$work/admin")
student=$(cat "$work/student")
last_page=$((students / 20))
commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo null)
results="$root/bench/results/tails.jsonl"

hello_port=$(free_port)
"$hello_bin" "127.0.0.1:$hello_port" &
hello_pid=$!
trap 'stop_all; kill "$hello_pid" 2>/dev/null || true; [ -n "${LYCEUM_BENCH_WORK:-}" ] || rm -rf "$work"' EXIT
until curl -sf "http://127.0.0.1:$hello_port/" >/dev/null; do sleep 0.1; done

# load KEY NAME URL SCRIPT [COOKIE]: one wrk run; its row printed, its figures in rate[KEY], p99[KEY].
declare -A rate p99
load() {
  local key="$1" name="$2" url="$3" script="$4" token="${5:-}" out r p50 p errors header=()
  [ -z "$token" ] || header=(-H "Cookie: lyceum_session=$token")
  out=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$script" "${header[@]}" "$url" |
    awk '/^RESULT/ { print $2, $3, $4, $5 }')
  read -r r p50 p errors <<<"$out"
  rate[$key]="$r"
  p99[$key]="$p"
  [ "$errors" = 0 ] || echo "  ($name: $errors errors)" >&2
  printf '| %-58s | %10s | %8s | %8s | %6s | %12.1f%% |\n' "$name" "$r" "$p50" "$p" "$errors" \
    "$(echo "100 * $r / ${rate[hello]}" | bc -l)"
}

all=()
for run in $(seq "$runs"); do
  serve
  sleep 2
  rss_mb=$(awk '/^VmRSS/ { printf "%.1f", $2 / 1024 }' "/proc/${pids[-1]}/status")
  echo
  echo "run $run of $runs: a fresh server, $rss_mb MB resident after start"
  printf '| %-58s | %10s | %8s | %8s | %6s | %13s |\n' call requests/s "p50 (ms)" "p99 (ms)" errors "× hello-world"
  printf '|%s|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..60})" ------------ ---------- ---------- -------- ---------------
  load hello "hello-world (actix-web, fixed JSON, no database)" "http://127.0.0.1:$hello_port/" "$work/report.lua"
  load gradebook "GET /api/grades/gradebook (40 × 30, 400 subjects)" "$base/" "$work/grades/gradebooks.lua" "$admin"
  load save "POST /api/attendance/register (32 teachers at once)" "$base/" "$work/attendance/saves.lua"
  load summary "GET /api/attendance/student-summary (2,000 students)" "$base/" "$work/attendance/summaries.lua" "$admin"
  load home "GET /api/guardians/children/{id}/home (2,000 guardians)" "$base/" "$work/guardians/homes.lua"
  load last "GET /api/admins/get-students, the last page of $students" \
    "$base/api/admins/get-students?page=$last_page&pageSize=20" "$work/report.lua" "$admin"
  load conversations "GET /api/students/conversations (30 messages)" "$base/api/students/conversations" \
    "$work/report.lua" "$student"
  load session "GET /api/session (student)" "$base/api/session" "$work/report.lua" "$student"
  load news "GET /api/admins/get-news-updates (student)" "$base/api/admins/get-news-updates" "$work/report.lua" "$student"
  stop_all
  line=$(printf '{"gradebook_open_p99_ms": %s, "register_save_p99_ms": %s, "student_summary_p99_ms": %s, "guardian_home_p99_ms": %s, "students_last_page_p99_ms": %s, "conversations_p99_ms": %s, "session_pct_of_hello": %.1f, "news_pct_of_hello": %.1f, "idle_rss_mb": %s, "hello_rps": %s}' \
    "${p99[gradebook]}" "${p99[save]}" "${p99[summary]}" "${p99[home]}" "${p99[last]}" "${p99[conversations]}" \
    "$(echo "100 * ${rate[session]} / ${rate[hello]}" | bc -l)" "$(echo "100 * ${rate[news]} / ${rate[hello]}" | bc -l)" \
    "$rss_mb" "${rate[hello]}")
  all+=("$line")
  if [ "${BENCH_NO_RECORD:-}" != 1 ]; then
    printf '{"date": "%s", "commit": "%s", "command": "bench/tails.sh", "run": %d, "of": %d, "machine": {"hello_rps": %s}, "figures": %s}\n' \
      "$(date -u +%Y-%m-%dT%H:%MZ)" "$commit" "$run" "$runs" "${rate[hello]}" "$line" >>"$results"
  fi
done

echo
printf '%s\n' "${all[@]}" | python3 -c '
import json, sys
runs = [json.loads(line) for line in sys.stdin]
lowest = {"session_pct_of_hello", "news_pct_of_hello", "hello_rps"}
keys = list(runs[0])
print("| figure | " + " | ".join("run %d" % (n + 1) for n in range(len(runs))) + " | worst |")
print("|---|" + "---|" * (len(runs) + 1))
worst = {k: (min if k in lowest else max)(r[k] for r in runs) for k in keys}
for k in keys:
    print("| %s | %s | %s |" % (k, " | ".join(str(r[k]) for r in runs), worst[k]))
print(json.dumps(worst))
'
