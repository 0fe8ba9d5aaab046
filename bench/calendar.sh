#!/usr/bin/env bash
# The timetable, Today, the calendar feeds, clash checking and the year end on a whole school,
# next to what actix-web alone can do on this machine in the same run. Seeds a fresh SQLite
# school with `lyceum seed-demo` (50,000 students in 2,400 sections of five subjects: 12,000
# weekly lessons in 50-minute periods; 400 teachers, so teacher1 teaches 30 lessons a week; a
# current school year of four quarters and a few holidays), then loads each call with wrk
# (32 connections, a few seconds each; lessons are added by one administrator at a time) and times closing the year for every student at the end
# (every section moved to the next level's, the last level graduating).
#
# Usage: bench/calendar.sh [seconds-per-call] [connections] [students]
# Binary: target/release/lyceum (cargo build --release), or LYCEUM_BIN.
# Needs wrk (Debian: apt-get install wrk), curl and python3. Prints the table and, last, one
# JSON line with timetable_p99_ms, today_p99_ms, feed_p99_ms, clash_check_p99_ms,
# close_year_50k_s and hello_rps.
set -euo pipefail
seconds="${1:-6}"
connections="${2:-32}"
students="${3:-50000}"
sections=$((students * 12 / 250))
teachers=400
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk"; exit 1; }
[ -x "$bin" ] || { echo "no binary at $bin: cargo build --release (or set LYCEUM_BIN)"; exit 1; }

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
password=bench-pass-123

echo "seeding $students students, $sections sections, $teachers teachers..."
LYCEUM_LOG=warn "$bin" seed-demo --weekly-lessons --students "$students" --unplaced 0 --sections "$sections" \
  --teachers "$teachers" --password "$password" --database "$db" >/dev/null
LYCEUM_LOG=warn "$bin" create-admin --email bench@lyceum.test --password "$password" --database "$db" >/dev/null

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
port=$(free_port)
base="http://127.0.0.1:$port"
LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" \
  >"$work/serve.log" 2>&1 &
pids+=($!)
until curl -sf "$base/api/health" >/dev/null; do sleep 0.2; done
hello_port=$(free_port)
"$hello_bin" "127.0.0.1:$hello_port" &
pids+=($!)
until curl -sf "http://127.0.0.1:$hello_port/" >/dev/null; do sleep 0.1; done

sign_in() {
  local role="$1" email="$2" jar="$work/jar-$1"
  curl -sf -c "$jar" -H 'content-type: application/json' \
    -d "{\"email\":\"$email\",\"password\":\"$password\"}" "$base/api/$role/login" >/dev/null
  awk '$6 == "lyceum_session" { print $7 }' "$jar"
}
admin=$(sign_in admins bench@lyceum.test)
student=$(sign_in students student1@demo.lyceum.test)
teacher=$(sign_in teachers teacher1@demo.lyceum.test)
cookie() { echo "Cookie: lyceum_session=$1"; }
post() { curl -sf -H "$(cookie "$1")" -H 'content-type: application/json' -d "$3" "$base$2"; }
feed=$(post "$teacher" /api/calendar/feed '{}' | python3 -c 'import json, sys; print(json.load(sys.stdin)["url"])')
taught=$(curl -sf -H "$(cookie "$teacher")" "$base/api/timetable" |
  python3 -c 'import json, sys; print(len(json.load(sys.stdin)["week"]["lessons"]))')
lessons=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from schedules").fetchone()[0])' "$work/bench.db")
echo "the school has $lessons weekly lessons; teacher1 teaches $taught"

# wrk prints one line: requests/s, p50 ms, p99 ms, errors (status >= 400 and socket errors).
cat >"$work/report.lua" <<'EOF'
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %d\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status + e.connect + e.read + e.write + e.timeout))
end
EOF
# For the lessons added: a refused lesson (409, it clashes) is an answer, not an error, since
# clash checking is what is timed; errors are other answers of 400 and above and socket errors.
cat >"$work/clash-report.lua" <<'EOF'
local threads = {}
function setup(thread) table.insert(threads, thread) end
failures = 0
function response(status, headers, body)
  if status >= 400 and status ~= 409 then failures = failures + 1 end
end
done = function(summary, latency, requests)
  local failed = 0
  for _, thread in ipairs(threads) do failed = failed + thread:get("failures") end
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %d\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    failed + e.connect + e.read + e.write + e.timeout))
end
EOF

# Adding a lesson to one of 200 subjects at one of 40 times: each is checked against its
# section's and its teacher's lessons; most clash (and are refused), the first of each is added.
python3 - "$work/bench.db" "$work/clash.lua" <<'EOF'
import random, sqlite3, sys
subjects = [row[0] for row in sqlite3.connect(sys.argv[1]).execute("select id from subjects order by id limit 200")]
random.seed(7)
times = [("%02d:%02d" % (7 + m // 60, m % 60), "%02d:%02d" % (7 + (m + 50) // 60, (m + 50) % 60))
         for m in range(0, 600, 15)]
days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
with open(sys.argv[2], "w") as out:
    out.write("local subjects = {%s}\n" % ", ".join('"%s"' % s for s in subjects))
    out.write("local times = {%s}\n" % ", ".join('{"%s", "%s"}' % t for t in times))
    out.write("local days = {%s}\n" % ", ".join('"%s"' % d for d in days))
    out.write("""
-- wrk.format takes the headers it is given instead of the command line's: keep the cookie.
local headers = {}
init = function(args)
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["Content-Type"] = "application/json"
end
request = function()
  local t = times[math.random(#times)]
  local body = string.format('{"subject":"%s","day":"%s","startTime":"%s","endTime":"%s"}',
    subjects[math.random(#subjects)], days[math.random(#days)], t[1], t[2])
  return wrk.format("POST", "/api/admins/create-schedule", headers, body)
end
""")
EOF
cat "$work/clash-report.lua" >>"$work/clash.lua"

hello_rate=""
threads=2
declare -A p99s
printf '\n| %-52s | %10s | %8s | %8s | %6s | %13s |\n' call requests/s "p50 (ms)" "p99 (ms)" errors "× hello-world"
printf '|%s|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..54})" ------------ ---------- ---------- -------- ---------------

# Loads `url` with the cookie `token` (if any) and the wrk script `script`, prints its row and
# keeps its p99 under `key`.
load() {
  local key="$1" name="$2" url="$3" token="${4:-}" script="${5:-$work/report.lua}" out status
  local header=()
  [ -n "$token" ] && header=(-H "$(cookie "$token")")
  if [ "$script" = "$work/report.lua" ]; then
    status=$(curl -s -o /dev/null -w '%{http_code}' "${header[@]}" "$url")
    [ "$status" = 200 ] || { echo "$name answered $status, not 200" >&2; exit 1; }
  fi
  out=$(wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s "$script" "${header[@]}" "$url" |
    awk '/^RESULT/ { print $2, $3, $4, $5 }')
  read -r rate p50 p99 errors <<<"$out"
  [ "$key" != hello ] || hello_rate="$rate"
  p99s[$key]="${p99s[$key]:-0} $p99"
  printf '| %-52s | %10s | %8s | %8s | %6s | %12.1f%% |\n' "$name" "$rate" "$p50" "$p99" "$errors" \
    "$(echo "100 * $rate / $hello_rate" | bc -l)"
}

load hello "hello-world (actix-web, fixed JSON, no database)" "http://127.0.0.1:$hello_port/"
load timetable "GET /api/timetable (student: their section's week)" "$base/api/timetable" "$student"
load timetable "GET /api/timetable (teacher: $taught lessons + advisory)" "$base/api/timetable" "$teacher"
load today "GET /api/timetable/today (student, a school day)" "$base/api/timetable/today?date=2026-12-01" "$student"
load today "GET /api/timetable/today (teacher, a school day)" "$base/api/timetable/today?date=2026-12-01" "$teacher"
load feed "GET $feed (teacher, $taught lessons)" "$base$feed"
# One lesson by hand first: it must be checked and added (201), then refused as a clash (409).
subject=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select id from subjects order by id limit 1").fetchone()[0])' "$work/bench.db")
lesson="{\"subject\":\"$subject\",\"day\":\"Saturday\",\"startTime\":\"07:30\",\"endTime\":\"08:20\"}"
for expected in 201 409; do
  status=$(curl -s -o /dev/null -w '%{http_code}' -H "$(cookie "$admin")" -H 'content-type: application/json' \
    -d "$lesson" "$base/api/admins/create-schedule")
  [ "$status" = "$expected" ] || { echo "adding a lesson answered $status, not $expected" >&2; exit 1; }
done
# An administrator adds lessons one after another: writes take SQLite's one write lock in turn,
# so 32 writers at once would time the queue for the lock, not the check.
connections_before="$connections"
connections=1
threads=1
load clash "POST /api/admins/create-schedule (clash check, one admin)" "$base/api/admins/create-schedule" "$admin" "$work/clash.lua"
connections="$connections_before"
threads=2

# The year end: each section moves to the section of the next level at the same place in the
# list, the last level's sections graduate.
python3 - "$work/bench.db" "$work/plan.json" <<'EOF'
import json, re, sqlite3, sys
rows = sqlite3.connect(sys.argv[1]).execute(
    "select s.id, l.name from sections s join levels l on l.id = s.level_id order by s.name, s.id").fetchall()
# Levels in school order: "Grade 7" before "Grade 12".
levels = sorted({level for _, level in rows}, key=lambda name: (int(re.sub(r"\D", "", name) or 0), name))
by_level = {level: [sid for sid, l in rows if l == level] for level in levels}
moves = []
for i, level in enumerate(levels):
    for n, sid in enumerate(by_level[level]):
        if i + 1 < len(levels) and by_level[levels[i + 1]]:
            following = by_level[levels[i + 1]]
            moves.append({"sectionID": sid, "to": following[n % len(following)]})
        else:
            moves.append({"sectionID": sid, "to": "graduate"})
year = sqlite3.connect(sys.argv[1]).execute("select id from school_years where is_current").fetchone()[0]
json.dump({"id": year, "moves": moves, "confirm": True}, open(sys.argv[2], "w"))
EOF
close_out="$work/closed.json"
close_s=$(curl -s -o "$close_out" -w '%{time_total}' -H "$(cookie "$admin")" -H 'content-type: application/json' \
  --data-binary @"$work/plan.json" "$base/api/admins/close-school-year")
summary=$(python3 -c 'import json, sys; a = json.load(open(sys.argv[1])); print("%d moved, %d graduated" % (a["moved"], a["graduated"]))' "$close_out")
printf '| %-52s | %s s (%s) |\n' "POST /api/admins/close-school-year ($students students)" "$close_s" "$summary"

worst() { echo "$1" | tr ' ' '\n' | sort -g | tail -n 1; }
printf '{"timetable_p99_ms": %s, "today_p99_ms": %s, "feed_p99_ms": %s, "clash_check_p99_ms": %s, "close_year_50k_s": %s, "hello_rps": %s}\n' \
  "$(worst "${p99s[timetable]}")" "$(worst "${p99s[today]}")" "$(worst "${p99s[feed]}")" "$(worst "${p99s[clash]}")" \
  "$close_s" "$hello_rate"
