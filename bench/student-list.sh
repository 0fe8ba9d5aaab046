#!/usr/bin/env bash
# Measures the admin lists on a 50,000-student, 5,000-teacher school: seeds a fresh SQLite
# database with `lyceum seed-demo` (a tenth of the students without a section, for the
# add-student picker), starts the server, and reports p50/p99 latency of each call over
# repeated requests one at a time, then requests per second and p50/p99 latency of the main
# calls under load: LOAD_CONNECTIONS (32) connections kept busy for LOAD_SECONDS (10) each
# (bench/list-load.mjs, Node.js). LOAD_SECONDS=0 skips the load; SEQUENTIAL=0 skips the first
# table. Usage: bench/student-list.sh [students] [requests-per-call] [teachers] [unplaced]
# Uses target/release/lyceum (build it with `cargo build --release`), or LYCEUM_BIN.
set -euo pipefail
students="${1:-50000}"
runs="${2:-50}"
teachers="${3:-5000}"
unplaced="${4:-$((students / 10))}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
[ -x "$bin" ] || { echo "build first: cargo build --release (or set LYCEUM_BIN)"; exit 1; }
work="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
db="sqlite://$work/bench.db"

echo "seeding $students students ($unplaced without a section), 2000 sections, $teachers teachers..."
start=$(date +%s.%N)
"$bin" seed-demo --weekly-lessons --students "$students" --unplaced "$unplaced" --sections 2000 --teachers "$teachers" \
  --database "$db" >/dev/null
echo "seeded in $(echo "$(date +%s.%N) - $start" | bc) s"
"$bin" create-admin --email bench@lyceum.test --password bench-pass-123 --database "$db" >/dev/null

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" >"$work/serve.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port"
until curl -sf "$base/api/health" >/dev/null; do sleep 0.2; done
curl -sf -c "$work/cookie" -H 'content-type: application/json' \
  -d '{"email":"bench@lyceum.test","password":"bench-pass-123"}' "$base/api/admins/login" >/dev/null

available=$(curl -sf -b "$work/cookie" "$base/api/admins/get-students?available=true&pageSize=1" |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["total"])')
echo "students without a section (the add-student picker): $available"

last_page=$((students / 20))
if [ "${SEQUENTIAL:-1}" != 0 ]; then
printf '%-55s %10s %10s\n' "call" "p50 (ms)" "p99 (ms)"
for call in "get-students?page=1&pageSize=20" "get-students?page=$last_page&pageSize=20" \
  "get-students?page=1&pageSize=20&q=maria" "get-students?page=1&pageSize=20&q=student$students" \
  "get-students?available=true&pageSize=20" "get-students?available=true&pageSize=20&q=maria" \
  "get-teachers?page=1&pageSize=10" \
  "get-teachers?page=$((teachers / 10))&pageSize=10&sort=first_name&order=desc" \
  "get-teachers?page=1&pageSize=10&q=maria" "get-teachers" "get-categories"; do
  for _ in $(seq "$runs"); do
    curl -s -o /dev/null -b "$work/cookie" -w '%{time_total}\n' "$base/api/admins/$call"
  done | sort -n | awk -v name="$call" '{ t[NR] = $1 * 1000 } END {
    p50 = t[int((NR + 1) * 0.50)]; p99 = t[int(NR * 0.99) > 0 ? int(NR * 0.99) : 1];
    printf "%-55s %10.1f %10.1f\n", name, p50, p99 }'
done
fi

if [ "${LOAD_SECONDS:-10}" != 0 ]; then
  echo
  node "$root/bench/list-load.mjs" --base="$base" --email=bench@lyceum.test --password=bench-pass-123 \
    --connections="${LOAD_CONNECTIONS:-32}" --seconds="${LOAD_SECONDS:-10}" \
    "get-students?page=1&pageSize=20" "get-students?page=$((last_page * 9 / 10))&pageSize=20" \
    "get-students?page=$last_page&pageSize=20" \
    "get-students?page=1&pageSize=20&q=maria" "get-students?page=1&pageSize=20&q=student$students" \
    "get-students?available=true&pageSize=20" "get-students?available=true&page=$((unplaced / 20))&pageSize=20" \
    "get-students?available=true&pageSize=20&q=maria" \
    "get-teachers?page=1&pageSize=20&sort=last_name" \
    "get-teachers?page=$((teachers / 40))&pageSize=20&sort=first_name&order=desc" \
    "get-teachers?page=1&pageSize=20&q=maria"
fi
