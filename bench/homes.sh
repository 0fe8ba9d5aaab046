#!/usr/bin/env bash
# The four Homes on a whole school, next to what actix-web alone does on this machine in the
# same run. Seeds the 50,000-student school on SQLite with `lyceum seed-demo` (1,250 sections of
# 40, 400 teachers, every student's guardians, the current term's registers and grades so far)
# and times, with wrk (32 connections), each portal's Home as its callers open it, each request
# with its caller's own session (bench/homes-plan.py):
#   GET /api/admins/home      today and the term across the school (kept, read again every 20 s);
#   GET /api/teachers/home    the registers of the day, gradebooks, advisory marks (400 teachers);
#   GET /api/students/home    the day, the term's attendance, the latest grades (2,000 students);
#   GET /api/guardians/home   each child at a glance (2,000 guardians).
# Each Home runs `runs` times (default 5), interleaved with the others; the JSON line gives the
# worst p99 of each.
#
# Usage: bench/homes.sh [seconds] [connections] [students] [runs]
# Needs wrk, curl and python3. Binary: target/release/lyceum (cargo build --release), or
# LYCEUM_BIN. LYCEUM_BENCH_WORK=DIR keeps the seeded school in DIR and reuses it next time.
# Prints the table and, last, one JSON line with admin_home_p99_ms, teacher_home_p99_ms,
# student_home_p99_ms, guardian_home_p99_ms (each the worst of its runs) and hello_rps.
set -euo pipefail
seconds="${1:-5}"
connections="${2:-32}"
students="${3:-50000}"
runs="${4:-5}"
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
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [ -n "${LYCEUM_BENCH_WORK:-}" ] || rm -rf "$work"
}
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
password=bench-pass-123
db="sqlite://$work/bench.db"
if [ -f "$work/bench.db" ]; then
  echo "reusing the school seeded in $work"
else
  echo "seeding $students students, $sections sections and $teachers teachers with their guardians (SQLite)..."
  LYCEUM_LOG=warn "$bin" seed-demo --weekly-lessons --students "$students" --unplaced 0 --sections "$sections" \
    --teachers "$teachers" --password "$password" --password-cost 4 --database "$db" >/dev/null
  LYCEUM_LOG=warn "$bin" create-admin --email bench@lyceum.test --password "$password" --database "$db" >/dev/null
fi
python3 "$root/bench/homes-plan.py" "$db" "$work"
python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("pragma wal_checkpoint(truncate)")' "$work/bench.db"

port=$(free_port)
LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" >>"$work/serve.log" 2>&1 &
pids+=($!)
until curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null; do sleep 0.2; done
base="http://127.0.0.1:$port"
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
for home in admin teacher student guardian; do cat "$work/report.lua" >>"$work/$home.lua"; done
# Every answer is a 200 with its figures (a refused session would time only the refusal).
cookie_of() { sed -n '1s/^local cookies = {"\([^"]*\)".*/\1/p' "$work/$1.lua"; }
path_of() { sed -n 's/^local path = "\(.*\)"$/\1/p' "$work/$1.lua"; }
for home in admin teacher student guardian; do
  status=$(curl -s -o "$work/$home.json" -w '%{http_code}' -H "Cookie: $(cookie_of "$home")" "$base$(path_of "$home")")
  [ "$status" = 200 ] || { echo "$home Home answered $status: $(head -c 300 "$work/$home.json")"; exit 1; }
done
python3 - "$work" <<'PY'
import json, sys
w = sys.argv[1]
a = json.load(open(f"{w}/admin.json"))
print("admin Home: %d days of the term, %s registers not taken today, %d chronic, %d levels' gradebooks"
      % (len(a["days"]), a["notTakenCount"], a["chronicCount"], len(a["grades"])))
t = json.load(open(f"{w}/teacher.json"))
print("a teacher's Home: %d registers today, %d gradebooks" % (len(t["day"]["registers"]), len(t["gradebooks"])))
g = json.load(open(f"{w}/guardian.json"))
print("a guardian's Home: %d children, %s days recorded" % (len(g["children"]), g["children"][0]["attendance"]["daysRecorded"]))
PY

printf '\n| %-46s | %3s | %10s | %8s | %8s | %6s | %13s |\n' call run requests/s "p50 (ms)" "p99 (ms)" errors "× hello-world"
printf '|%s|%s|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..48})" ----- ------------ ---------- ---------- -------- ---------------
declare -A worst=()
hello_rate=""
load() { # key name url script run
  local out rate p50 p99 errors
  out=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$4" "$3" | awk '/^RESULT/ { print $2, $3, $4, $5 }')
  read -r rate p50 p99 errors <<<"$out"
  [ "$errors" = 0 ] || { echo "$2: $errors errors"; exit 1; }
  if [ "$1" = hello ]; then hello_rate="$rate"; fi
  if [ -z "${worst[$1]:-}" ] || (($(echo "$p99 > ${worst[$1]}" | bc -l))); then worst[$1]="$p99"; fi
  printf '| %-46s | %3s | %10s | %8s | %8s | %6s | %12.1f%% |\n' "$2" "$5" "$rate" "$p50" "$p99" "$errors" \
    "$(echo "100 * $rate / $hello_rate" | bc -l)"
}
load hello "hello-world (actix-web, fixed JSON, no database)" "http://127.0.0.1:$hello_port/" "$work/report.lua" 1
for run in $(seq 1 "$runs"); do
  load admin "GET /api/admins/home" "$base/" "$work/admin.lua" "$run"
  load teacher "GET /api/teachers/home (400 teachers)" "$base/" "$work/teacher.lua" "$run"
  load student "GET /api/students/home (2,000 students)" "$base/" "$work/student.lua" "$run"
  load guardian "GET /api/guardians/home (2,000 guardians)" "$base/" "$work/guardian.lua" "$run"
done
echo
printf '{"admin_home_p99_ms": %s, "teacher_home_p99_ms": %s, "student_home_p99_ms": %s, "guardian_home_p99_ms": %s, "hello_rps": %s}\n' \
  "${worst[admin]}" "${worst[teacher]}" "${worst[student]}" "${worst[guardian]}" "$hello_rate"
