#!/usr/bin/env bash
# Guardians on a whole school, next to what actix-web alone and the original stack's socket.io
# relay do on this machine in the same run.
#   1. Seeds the 50,000-student school on SQLite with `lyceum seed-demo` (1,250 sections of 40,
#      400 teachers, the current term's registers and grades; every student's mother and every
#      fourth student's father as guardian accounts, about 62,500) and times, with wrk (a few
#      seconds, 32 connections), a guardian's Home (`GET /api/guardians/children/{id}/home`:
#      the child, today's lessons, the term's attendance, the latest grades) for 2,000 different
#      guardians, each with their own session.
#   2. Puts 1,000 students and 1,000 guardians online on a fresh server of that school
#      (bench/guardians.mjs) and reads the server's memory per student socket and per guardian
#      socket (students first, then on another fresh server guardians first: each figure is the
#      mean of both orders); then saves 100 registers, each marking five students absent, and
#      times each of the five guardians' alerts, from the save sent to the `notification` frame
#      on the guardian's socket.
#   3. The same on PostgreSQL (a smaller school: `students-pg`, default 2,000), once through one
#      server and once through two, the guardians on the second and the registers saved through
#      the first, so every alert crosses servers.
#   4. Half as many sockets (BENCH_PEER_ONLINE students and as many guardians, default online/2)
#      and five messages a round through the socket.io relay (bench/node-peer, installed from npm
#      on first run): the relay alone, without a database or a register. It sends every socket
#      the whole online list on every connect; with 2,000 sockets that storm kept the client
#      from answering Engine.IO's heartbeats, and the relay dropped sockets.
# Sessions are written straight into the database (bench/guardians-plan.py): signing 2,000
# accounts in would cost a bcrypt hash at cost 12 each, minutes on two cores.
#
# Usage: bench/guardians.sh [seconds] [connections] [students] [online] [registers] [students-pg]
# Needs wrk, curl, python3, psql, Node.js 20+ and PostgreSQL: BENCH_POSTGRES_URL (or
# LYCEUM_TEST_POSTGRES_URL), the URL of a database on a server where this user may create
# databases. Binary: target/release/lyceum (cargo build --release), or LYCEUM_BIN.
# LYCEUM_BENCH_WORK=DIR keeps the seeded SQLite school in DIR and reuses it next time.
# Prints the table and, last, one JSON line with alert_p99_s_one_server (the slower of the
# one-server runs, SQLite and PostgreSQL), alert_p99_s_two_servers, guardian_home_p99_ms,
# kb_per_guardian_socket, kb_per_student_socket (both of the SQLite server), hello_rps and the
# relay's alert_p99_s_peer and kb_per_socket_peer.
set -euo pipefail
seconds="${1:-6}"
connections="${2:-32}"
students="${3:-50000}"
online="${4:-1000}"
registers="${5:-100}"
students_pg="${6:-2000}"
peer_online="${BENCH_PEER_ONLINE:-$((online / 2))}"
sections=$((students / 40))
teachers=400
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
admin_url="${BENCH_POSTGRES_URL:-${LYCEUM_TEST_POSTGRES_URL:-}}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk"; exit 1; }
command -v psql >/dev/null || { echo "psql is needed: apt-get install postgresql-client"; exit 1; }
[ -x "$bin" ] || { echo "no binary at $bin: cargo build --release (or set LYCEUM_BIN)"; exit 1; }
[ -n "$admin_url" ] || { echo "set BENCH_POSTGRES_URL=postgres://user@host:5432/postgres"; exit 1; }
if [ ! -d "$root/bench/node-peer/node_modules/socket.io" ]; then
  npm install --prefix "$root/bench/node-peer" --no-audit --no-fund >/dev/null
fi
echo "building the actix-web hello-world (bench/hello)..."
cargo build --quiet --release --manifest-path "$root/bench/hello/Cargo.toml" --target-dir "$root/target/bench-hello"
hello_bin="$root/target/bench-hello/release/lyceum-bench-hello"

work="${LYCEUM_BENCH_WORK:-$(mktemp -d)}"
mkdir -p "$work"
pg_name="lyceum_bench_guardians_$$"
pg_url="${admin_url%/*}/$pg_name"
pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  pids=()
}
cleanup() {
  stop_all
  psql -q "$admin_url" -c "DROP DATABASE IF EXISTS \"$pg_name\" WITH (FORCE)" >/dev/null 2>&1 || true
  [ -n "${LYCEUM_BENCH_WORK:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
ws_flag=""
node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' || ws_flag="--experimental-websocket"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
password=bench-pass-123
seed() { # database-url students sections
  LYCEUM_LOG=warn "$bin" seed-demo --weekly-lessons --students "$2" --unplaced 0 --sections "$3" --teachers "$teachers" \
    --password "$password" --password-cost 4 --database "$1" >/dev/null
  LYCEUM_LOG=warn "$bin" create-admin --email bench@lyceum.test --password "$password" --database "$1" >/dev/null
}

db="sqlite://$work/bench.db"
if [ -f "$work/bench.db" ]; then
  echo "reusing the school seeded in $work"
else
  echo "seeding $students students, $sections sections, $teachers teachers and their guardians (SQLite)..."
  seed "$db" "$students" "$sections"
fi
read -r guardian_count link_count <<<"$(python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); print(*(c.execute(q).fetchone()[0] for q in ("select count(*) from guardians", "select count(*) from guardian_students")))' "$work/bench.db")"
echo "$guardian_count guardian accounts, $link_count links to their children"
python3 "$root/bench/guardians-plan.py" "$db" "$work" "$online" "$registers" 2000
mv "$work/live.json" "$work/live-sqlite.json"
python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("pragma wal_checkpoint(truncate)")' "$work/bench.db"

psql -q "$admin_url" -c "CREATE DATABASE \"$pg_name\"" >/dev/null
echo "seeding $students_pg students on PostgreSQL..."
seed "$pg_url" "$students_pg" $((students_pg / 40))
python3 "$root/bench/guardians-plan.py" "$pg_url" "$work" "$online" "$registers"
mv "$work/live.json" "$work/live-postgres.json"

serve() { # database-url: starts a server on it; its URL in $base, its pid last in pids
  local port
  port=$(free_port)
  LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$1" --uploads "$work/uploads" \
    >>"$work/serve.log" 2>&1 &
  pids+=($!)
  until curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null; do sleep 0.2; done
  base="http://127.0.0.1:$port"
}
# live NAME PLAN PIDS BASES [--peer]: one run of bench/guardians.mjs, its figures in $work/NAME.json;
# PIDS the students' server and, after a comma, the guardians' when they are on another.
live() {
  echo "  $1..."
  node $ws_flag --no-warnings "$root/bench/guardians.mjs" --plan="$2" --pid="${3%,*}" --guardian-pid="${3#*,}" \
    --bases="$4" ${5:-} --out="$work/$1.json"
}

# 1 and 2: the SQLite school.
serve "$db"
hello_port=$(free_port)
"$hello_bin" "127.0.0.1:$hello_port" &
pids+=($!)
until curl -sf "http://127.0.0.1:$hello_port/" >/dev/null; do sleep 0.1; done
cat >"$work/report.lua" <<'LUA'
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %d\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status + e.connect + e.read + e.write + e.timeout))
end
LUA
cat "$work/report.lua" >>"$work/homes.lua"
printf '\n| %-58s | %10s | %8s | %8s | %6s | %13s |\n' call requests/s "p50 (ms)" "p99 (ms)" errors "× hello-world"
printf '|%s|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..60})" ------------ ---------- ---------- -------- ---------------
hello_rate=""
home_p99=""
load() { # key name url script
  local out rate p50 p99 errors
  out=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$4" "$3" | awk '/^RESULT/ { print $2, $3, $4, $5 }')
  read -r rate p50 p99 errors <<<"$out"
  [ "$1" != hello ] || hello_rate="$rate"
  [ "$1" != home ] || home_p99="$p99"
  printf '| %-58s | %10s | %8s | %8s | %6s | %12.1f%% |\n' "$2" "$rate" "$p50" "$p99" "$errors" \
    "$(echo "100 * $rate / $hello_rate" | bc -l)"
}
load hello "hello-world (actix-web, fixed JSON, no database)" "http://127.0.0.1:$hello_port/" "$work/report.lua"
load home "GET /api/guardians/children/{id}/home (2,000 guardians)" "$base/" "$work/homes.lua"
echo
echo "alerts: $online students and $online guardians online, $registers registers of five absences"
# The sockets on a fresh server, as the swapped run below: a server that has just answered the
# Homes has memory freed to reuse, which the sockets opened first would take (students first
# measured 13.8 KB a socket there against 17.3 KB on a fresh server).
stop_all
serve "$db"
live sqlite "$work/live-sqlite.json" "${pids[-1]}" "$base"
stop_all
# The same sockets on a fresh server, the guardians' opened first: each role's memory per socket
# is the mean of its two positions.
serve "$db"
live sqlite-swapped "$work/live-sqlite.json" "${pids[-1]}" "$base" "--guardians-first --rounds=0"
stop_all

# 3: PostgreSQL, one server then two.
serve "$pg_url"
live postgres-one "$work/live-postgres.json" "${pids[-1]}" "$base"
stop_all
sleep 1
serve "$pg_url"
first="$base" first_pid="${pids[-1]}"
serve "$pg_url"
live postgres-two "$work/live-postgres.json" "$first_pid,${pids[-1]}" "$first,$base"
stop_all

# 4: the relay.
node "$root/bench/node-peer/server.mjs" 0 >"$work/peer.log" 2>&1 &
pids+=($!)
until grep -q '^listening on' "$work/peer.log" 2>/dev/null; do sleep 0.2; done
live peer "$work/live-sqlite.json" "${pids[-1]}" "http://127.0.0.1:$(sed -n 's/^listening on //p' "$work/peer.log")" \
  "--peer --online=$peer_online"
stop_all

echo
node - "$work" "$students" "$guardian_count" "$students_pg" <<'JS'
const { readFileSync } = require('node:fs');
const [work, students, guardians, studentsPg] = process.argv.slice(2);
const runs = [
  [`one server, SQLite (${students} students, ${guardians} guardians)`, 'sqlite'],
  [`one server, PostgreSQL (${studentsPg} students)`, 'postgres-one'],
  ['two servers, PostgreSQL, every alert crossing (each its own sockets)', 'postgres-two'],
  ['Express + socket.io relay (no database, half the sockets)', 'peer'],
].map(([name, file]) => [name, JSON.parse(readFileSync(`${work}/${file}.json`, 'utf8'))]);
// The SQLite server's memory per socket: the mean of the two orders.
const swapped = JSON.parse(readFileSync(`${work}/sqlite-swapped.json`, 'utf8'));
for (const key of ['kbPerStudentSocket', 'kbPerGuardianSocket']) runs[0][1][key] = (runs[0][1][key] + swapped[key]) / 2;
const s = (v) => (v === null ? '-' : `${v.toFixed(3)} s`);
const rows = [
  ['sockets open', (r) => `${r.students} students, ${r.guardians} guardians, after ${r.openSeconds.toFixed(1)} s`],
  ['memory per student socket (SQLite: both orders)', (r) => `${r.kbPerStudentSocket.toFixed(1)} KB`],
  ['memory per guardian socket', (r) => `${r.kbPerGuardianSocket.toFixed(1)} KB`],
  ['alerts (5 per register)', (r) => `${r.alerts} of ${r.registers * 5}, ${r.missed} missed`],
  ['alert p50', (r) => s(r.p50_s)],
  ['alert p99', (r) => s(r.p99_s)],
  ['slowest alert', (r) => s(r.max_s)],
];
console.log(`| | ${runs.map(([name]) => name).join(' | ')} |`);
console.log(`|---|${runs.map(() => '---').join('|')}|`);
for (const [label, cell] of rows) console.log(`| ${label} | ${runs.map(([, r]) => cell(r)).join(' | ')} |`);
JS
node - "$work" "$home_p99" "$hello_rate" <<'JS'
const { readFileSync } = require('node:fs');
const [work, home, hello] = process.argv.slice(2);
const read = (file) => JSON.parse(readFileSync(`${work}/${file}.json`, 'utf8'));
const [sqlite, swapped, one, two, peer] = ['sqlite', 'sqlite-swapped', 'postgres-one', 'postgres-two', 'peer'].map(read);
const mean = (key) => (sqlite[key] + swapped[key]) / 2;
const round = (v, places) => Number(v.toFixed(places));
console.log(JSON.stringify({
  alert_p99_s_one_server: round(Math.max(sqlite.p99_s, one.p99_s), 3),
  alert_p99_s_two_servers: round(two.p99_s, 3),
  guardian_home_p99_ms: Number(home),
  kb_per_guardian_socket: round(mean('kbPerGuardianSocket'), 1),
  kb_per_student_socket: round(mean('kbPerStudentSocket'), 1),
  hello_rps: Number(hello),
  alert_p99_s_peer: round(peer.p99_s, 3),
  kb_per_socket_peer: round((peer.kbPerStudentSocket + peer.kbPerGuardianSocket) / 2, 1),
}));
JS
