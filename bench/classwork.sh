#!/usr/bin/env bash
# Classwork on a whole school, next to what actix-web alone does on this machine in the same run.
# Seeds the 50,000-student school on SQLite with `lyceum seed-demo` (1,250 sections of 40, 400
# teachers, the current term's classwork in every subject with the students' work on it, every
# student's guardians), then, each on a fresh server:
#   1. with wrk (a few seconds, 32 connections, after two seconds unmeasured to warm the caches):
#      the hello-world; a student's Classwork (To do,
#      Missing, Done: `GET /api/students/classwork`), 2,000 different students; a teacher's list
#      of the work on a piece past due in a section of 40 (`GET /api/teachers/classwork-work`),
#      200 different pieces;
#   2. turn-ins (bench/classwork.mjs): 25 teachers each post a piece to a section of 40; its
#      1,000 students, spread evenly over one minute, each add a 2 MB PDF and turn it in; each
#      turn-in timed from the upload's first byte to the turn-in's answer; the server's memory
#      peak is the fresh process's VmHWM;
#   3. announcements: 1,000 accounts online (the sockets of ten sections' students and guardians,
#      and other students), each of the ten sections' advisers announces to its students and
#      guardians; each delivery timed from the post to the `announcement` notification on the
#      recipient's socket.
# Sessions are written straight into the database (bench/classwork-plan.py).
#
# Usage: bench/classwork.sh [seconds] [connections] [students]
# Needs wrk, curl, python3 and Node.js 20+. Binary: target/release/lyceum, or LYCEUM_BIN.
# LYCEUM_BENCH_WORK=DIR keeps the seeded school in DIR and reuses it next time.
# Prints the table, appends the figures to bench/results/classwork.jsonl (BENCH_NO_RECORD=1 leaves
# it alone) and, last, one JSON line with turn_in_p99_s, turn_in_errors, turn_in_peak_mb,
# todo_p99_ms, review_list_p99_ms, announce_fanout_p99_s and hello_rps.
set -euo pipefail
seconds="${1:-6}"
connections="${2:-32}"
students="${3:-50000}"
sections=$((students / 40))
teachers=400
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk"; exit 1; }
# shellcheck source=bench/lib.sh
source "$(dirname "$0")/lib.sh"
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
ws_flag=""
node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' || ws_flag="--experimental-websocket"
password=bench-pass-123
db="sqlite://$work/bench.db"

if [ -f "$work/bench.db" ]; then
  echo "reusing the school seeded in $work"
else
  echo "seeding $students students, $sections sections, $teachers teachers, their classwork and guardians (SQLite)..."
  LYCEUM_LOG=warn "$bin" seed-demo --weekly-lessons --students "$students" --unplaced 0 --sections "$sections" \
    --teachers "$teachers" --password "$password" --password-cost 4 --database "$db" >/dev/null
fi
python3 "$root/bench/classwork-plan.py" "$db" "$work"
python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("pragma wal_checkpoint(truncate)")' "$work/bench.db"

stop_lyceum() {
  kill "${pids[-1]}" 2>/dev/null || true
  wait "${pids[-1]}" 2>/dev/null || true
  unset 'pids[-1]'
}

start_hello
cat "$work/report.lua" >>"$work/todo.lua"
cat "$work/report.lua" >>"$work/review.lua"
start_lyceum "$db"
base="http://127.0.0.1:$port"
printf '\n| %-60s | %10s | %8s | %8s | %6s |\n' call requests/s "p50 (ms)" "p99 (ms)" errors
printf '|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..62})" ------------ ---------- ---------- --------
declare -A p99
hello_rate=""
load() { # key name url script: two seconds to warm the server's caches, then the measured run
  local out rate p50 errors
  wrk -t2 -c"$connections" -d2s -s "$4" "$3" >/dev/null
  out=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$4" "$3" | awk '/^RESULT/ { print $2, $3, $4, $5 }')
  read -r rate p50 "p99[$1]" errors <<<"$out"
  [ "$1" != hello ] || hello_rate="$rate"
  [ "$errors" = 0 ] || { echo "$2: $errors errors"; exit 1; }
  printf '| %-60s | %10s | %8s | %8s | %6s |\n' "$2" "$rate" "$p50" "${p99[$1]}" "$errors"
}
load hello "hello-world (actix-web, fixed JSON, no database)" "http://127.0.0.1:$hello_port/" "$work/report.lua"
load todo "GET /api/students/classwork (2,000 students)" "$base/" "$work/todo.lua"
load review "GET /api/teachers/classwork-work (200 pieces of 40 students)" "$base/" "$work/review.lua"
stop_lyceum

echo
echo "turn-ins: 1,000 students, a 2 MB PDF each, over one minute..."
start_lyceum "$db"
node --no-warnings "$root/bench/classwork.mjs" --mode=turn-in --plan="$work/plan.json" --base="http://127.0.0.1:$port" \
  --pid="${pids[-1]}" --out="$work/turn-in.json"
stop_lyceum
echo "announcements: 1,000 online, ten sections' students and guardians..."
start_lyceum "$db"
node $ws_flag --no-warnings "$root/bench/classwork.mjs" --mode=announce --plan="$work/plan.json" \
  --base="http://127.0.0.1:$port" --pid="${pids[-1]}" --out="$work/announce.json"
stop_lyceum

echo
node - "$work" "${p99[todo]}" "${p99[review]}" "$hello_rate" "$root/bench/results/classwork.jsonl" \
  "$(git -C "$root" rev-parse --short HEAD)" <<'JS'
const { appendFileSync, readFileSync } = require('node:fs');
const [work, todo, review, hello, results, commit] = process.argv.slice(2);
const read = (file) => JSON.parse(readFileSync(`${work}/${file}.json`, 'utf8'));
const [turn, fan] = [read('turn-in'), read('announce')];
const s = (v) => (v === null ? '-' : `${v.toFixed(3)} s`);
console.log('| | figure | target |');
console.log('|---|---|---|');
console.log(`| turn-ins (2 MB PDF + turn in) | ${turn.turnIns} in ${turn.seconds.toFixed(1)} s, ${turn.errors} errors | 0 errors |`);
console.log(`| turn-in p50 / p99 / slowest | ${s(turn.p50_s)} / ${s(turn.p99_s)} / ${s(turn.max_s)} | p99 ≤ 2 s |`);
console.log(`| server memory: before / peak (VmHWM) | ${turn.rssBeforeMb.toFixed(0)} MB / ${turn.peakMb.toFixed(0)} MB | peak ≤ 250 MB |`);
console.log(`| Classwork (To do) p99 | ${todo} ms | ≤ 10 ms |`);
console.log(`| review list p99 | ${review} ms | ≤ 20 ms |`);
console.log(`| announcements: online / deliveries / missed | ${fan.online} / ${fan.deliveries} / ${fan.missed} | 0 missed |`);
console.log(`| announcement delivery p50 / p99 / slowest | ${s(fan.p50_s)} / ${s(fan.p99_s)} / ${s(fan.max_s)} | p99 ≤ 2 s |`);
const figures = {
  turn_in_p99_s: Number(turn.p99_s.toFixed(3)),
  turn_in_errors: turn.errors,
  turn_in_peak_mb: Number(turn.peakMb.toFixed(1)),
  todo_p99_ms: Number(todo),
  review_list_p99_ms: Number(review),
  announce_fanout_p99_s: fan.missed > 0 ? null : Number(fan.p99_s.toFixed(3)),
  hello_rps: Number(hello),
};
if (!process.env.BENCH_NO_RECORD) appendFileSync(results, `${JSON.stringify({ date: `${new Date().toISOString().slice(0, 16)}Z`, commit, command: 'bench/classwork.sh', machine: { hello_rps: Number(hello) }, figures, turn_in: turn, announce: fan })}\n`);
console.log(JSON.stringify(figures));
JS
