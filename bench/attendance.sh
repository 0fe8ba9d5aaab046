#!/usr/bin/env bash
# Attendance on a whole school with a full term of registers, next to what actix-web alone can do
# on this machine in the same run. Seeds a fresh school with `lyceum seed-demo --previous-term`
# (50,000 students in 2,400 sections of five subjects, 400 teachers, a current year of four
# quarters; every register of the whole previous term and of the current term so far taken, lesson
# and daily: about 5 % absences, 3 % lates, a few chronic absentees), on SQLite and, when
# LYCEUM_BENCH_POSTGRES_URL is set, on PostgreSQL too (for the size of its database). Against the
# SQLite school it then times, with wrk (a few seconds each, 32 connections):
#   - 32 teachers saving their own lesson registers of the last seven days at once (about 20
#     students each in the demo, two exceptions: absent and late), each save changing its register;
#   - a student's summary of the full term, for 2,000 different students;
#   - a section's month as the adviser's grid (School Form 2), for 2,000 different sections;
# and the whole school's chronic-absence list over the full term (the slowest of three); and, with
# bench/attendance.mjs, 1,000 students online, how long after a register's save a student marked
# absent gets the notification on their socket.
#
# Usage: bench/attendance.sh [seconds-per-call] [connections] [students]
# Binary: target/release/lyceum (cargo build --release), or LYCEUM_BIN. Needs wrk (Debian: apt-get
# install wrk), curl, python3 and Node.js (20 with --experimental-websocket, added here, or 22+).
# Prints the table and, last, one JSON line with register_save_p99_ms, student_summary_p99_ms,
# section_month_p99_ms, chronic_list_s, notify_p99_s, db_mb_sqlite, db_mb_postgres (null without
# PostgreSQL) and hello_rps.
set -euo pipefail
seconds="${1:-6}"
connections="${2:-32}"
students="${3:-50000}"
sections=$((students * 12 / 250))
teachers=400
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
postgres="${LYCEUM_BENCH_POSTGRES_URL:-}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk"; exit 1; }
[ -x "$bin" ] || { echo "no binary at $bin: cargo build --release (or set LYCEUM_BIN)"; exit 1; }

echo "building the actix-web hello-world (bench/hello)..."
cargo build --quiet --release --manifest-path "$root/bench/hello/Cargo.toml" --target-dir "$root/target/bench-hello"
hello_bin="$root/target/bench-hello/release/lyceum-bench-hello"

work="$(mktemp -d)"
pids=()
pg_db=""
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [ -z "$pg_db" ] || psql -q "$postgres" -c "DROP DATABASE IF EXISTS $pg_db" >/dev/null 2>&1 || true
}
trap 'stop_all; rm -rf "$work"' EXIT
db="sqlite://$work/bench.db"
password=bench-pass-123
seed() {
  LYCEUM_LOG=warn "$bin" seed-demo --weekly-lessons --students "$students" --unplaced 0 --sections "$sections" \
    --teachers "$teachers" --password "$password" --password-cost 4 --previous-term --database "$1" >/dev/null
}

echo "seeding $students students, $sections sections, $teachers teachers and their term's registers (SQLite)..."
seed_start=$(date +%s.%N)
seed "$db"
seed_s=$(echo "$(date +%s.%N) - $seed_start" | bc -l)
LYCEUM_LOG=warn "$bin" create-admin --email bench@lyceum.test --password "$password" --database "$db" >/dev/null
# The file as it rests: the write-ahead log folded back in.
python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("pragma wal_checkpoint(truncate)")' "$work/bench.db"
whole_mb_sqlite=$(python3 -c 'import os, sys; print("%.1f" % (os.path.getsize(sys.argv[1]) / 1e6))' "$work/bench.db")
# The registers, their marks and excuses with their indexes: what attendance adds to the file.
db_mb_sqlite=$(python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); print("%.1f" % (c.execute("select sum(d.pgsize) from dbstat d join sqlite_master m on m.name = d.name where m.tbl_name in (\"registers\", \"register_marks\", \"excuses\")").fetchone()[0] / 1e6))' "$work/bench.db")
db_mb_postgres=null
whole_mb_postgres=null
if [ -n "$postgres" ]; then
  pg_db="lyceum_bench_attendance_$$"
  psql -q "$postgres" -c "CREATE DATABASE $pg_db" >/dev/null
  echo "seeding the same school on PostgreSQL..."
  seed "${postgres%/*}/$pg_db"
  whole_mb_postgres=$(psql -qtA "${postgres%/*}/$pg_db" -c "VACUUM ANALYZE" -c "SELECT round(pg_database_size(current_database()) / 1e6, 1)")
  db_mb_postgres=$(psql -qtA "${postgres%/*}/$pg_db" -c "SELECT round(sum(pg_total_relation_size(t)) / 1e6, 1) FROM unnest(ARRAY['registers', 'register_marks', 'excuses']::regclass[]) AS t")
fi
read -r registers marks <<<"$(python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); print(c.execute("select count(*) from registers").fetchone()[0], c.execute("select count(*) from register_marks").fetchone()[0])' "$work/bench.db")"
echo "the full term and the current one so far: $registers registers, $marks marks other than present (seeded in ${seed_s%.*} s)"

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

admin_jar="$work/jar-admin"
curl -sf -c "$admin_jar" -H 'content-type: application/json' \
  -d "{\"email\":\"bench@lyceum.test\",\"password\":\"$password\"}" "$base/api/admins/login" >/dev/null
admin=$(awk '$6 == "lyceum_session" { print $7 }' "$admin_jar")
cookie() { echo "Cookie: lyceum_session=$1"; }

# The wrk scripts: the registers to save, the students and the sections to read.
python3 "$root/bench/attendance-plan.py" "$work/bench.db" "$work" "$password"
term=$(cat "$work/term")
# The 32 teachers sign in; their saves carry their own cookies.
cookies=""
while read -r email; do
  jar="$work/jar-teacher"
  curl -sf -c "$jar" -H 'content-type: application/json' \
    -d "{\"email\":\"$email\",\"password\":\"$password\"}" "$base/api/teachers/login" >/dev/null
  cookies="$cookies\"$(awk '$6 == "lyceum_session" { print $7 }' "$jar")\", "
done <"$work/teachers.txt"
sed -i "s|{COOKIES}|{${cookies%, }}|" "$work/saves.lua"

cat >"$work/report.lua" <<'EOF'
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %d\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status + e.connect + e.read + e.write + e.timeout))
end
EOF
for script in saves summaries months; do cat "$work/report.lua" >>"$work/$script.lua"; done

hello_rate=""
threads=2
declare -A p99s
printf '\n| %-58s | %10s | %8s | %8s | %6s | %13s |\n' call requests/s "p50 (ms)" "p99 (ms)" errors "× hello-world"
printf '|%s|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..60})" ------------ ---------- ---------- -------- ---------------

# Loads `url` with the admin's cookie (unless `plain`) and the wrk script `script`, prints its row
# and keeps its p99 under `key`.
load() {
  local key="$1" name="$2" url="$3" script="$4" plain="${5:-}" out header=()
  [ -n "$plain" ] || header=(-H "$(cookie "$admin")")
  out=$(wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s "$script" "${header[@]}" "$url" |
    awk '/^RESULT/ { print $2, $3, $4, $5 }')
  read -r rate p50 p99 errors <<<"$out"
  [ "$key" != hello ] || hello_rate="$rate"
  p99s[$key]="$p99"
  printf '| %-58s | %10s | %8s | %8s | %6s | %12.1f%% |\n' "$name" "$rate" "$p50" "$p99" "$errors" \
    "$(echo "100 * $rate / $hello_rate" | bc -l)"
}

load hello "hello-world (actix-web, fixed JSON, no database)" "http://127.0.0.1:$hello_port/" "$work/report.lua" plain
load summary "GET /api/attendance/student-summary (full term, 2,000 students)" "$base/" "$work/summaries.lua"
load month "GET /api/attendance/section-month (2,000 sections)" "$base/" "$work/months.lua"
# Teachers save their registers at the start of their lessons: 32 at once, each save one
# transaction that takes SQLite's write lock in turn.
load save "POST /api/attendance/register (32 teachers at once)" "$base/" "$work/saves.lua" plain

chronic_s=0
for _ in 1 2 3; do
  took=$(curl -sf -o "$work/chronic.json" -w '%{time_total}' -H "$(cookie "$admin")" "$base/api/attendance/chronic?termID=$term")
  chronic_s=$(python3 -c 'import sys; print(max(float(sys.argv[1]), float(sys.argv[2])))' "$chronic_s" "$took")
done
chronic=$(python3 -c 'import json, sys; a = json.load(open(sys.argv[1])); print("%d students over %s%% of %d days" % (len(a["students"]), a["threshold"], a["schoolDays"]))' "$work/chronic.json")
printf '| %-58s | %s s, the slowest of 3 (%s) |\n' "GET /api/attendance/chronic (full term, $students students)" "$chronic_s" "$chronic"

node --experimental-websocket --no-warnings "$root/bench/attendance.mjs" --base="$base" \
  --plan="$work/notify.json" --admin-cookie="lyceum_session=$admin" --out="$work/notify-out.json"
notify_p99_s=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["p99_s"])' "$work/notify-out.json")
notify_line=$(python3 -c 'import json, sys; a = json.load(open(sys.argv[1])); print("p50 %.3f s, p99 %.3f s over %d alerts" % (a["p50_s"], a["p99_s"], a["alerts"]))' "$work/notify-out.json")
printf '| %-58s | %s |\n' "register saved → notification (1,000 students online)" "$notify_line"
printf '| %-58s | %s MB (SQLite), %s MB (PostgreSQL) |\n' "$registers registers, $marks marks, with their indexes" "$db_mb_sqlite" "$db_mb_postgres"
printf '| %-58s | %s MB (SQLite), %s MB (PostgreSQL) |\n' "the whole database" "$whole_mb_sqlite" "$whole_mb_postgres"

printf '{"register_save_p99_ms": %s, "student_summary_p99_ms": %s, "section_month_p99_ms": %s, "chronic_list_s": %s, "notify_p99_s": %s, "db_mb_sqlite": %s, "db_mb_postgres": %s, "hello_rps": %s}\n' \
  "${p99s[save]}" "${p99s[summary]}" "${p99s[month]}" "$chronic_s" "$notify_p99_s" "$db_mb_sqlite" "$db_mb_postgres" "$hello_rate"
