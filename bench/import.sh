#!/usr/bin/env bash
# Measures CSV import and export of students against the release binary: seeds a small school
# with `lyceum seed-demo`, starts the server, makes a file of N students (placed by name in one
# of the school's sections), and times the dry run, the import through the API, the same number
# through `lyceum import-students`, and the export of everybody. The server and the CLI hash the
# starting password at the production cost (12).
# Usage: bench/import.sh [students]   (default 2000)
# Uses target/release/lyceum (build it with `cargo build --release`), or LYCEUM_BIN; SQLite by
# default, or an empty PostgreSQL database given as BENCH_DATABASE=postgres://...
set -euo pipefail
export LYCEUM_LOG=warn
students="${1:-2000}"
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
[ -x "$bin" ] || { echo "build first: cargo build --release (or set LYCEUM_BIN)"; exit 1; }
work="$(mktemp -d)"
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
db="${BENCH_DATABASE:-sqlite://$work/bench.db}"
elapsed() { echo "$(date +%s.%N) - $1" | bc; }

"$bin" seed-demo --students 10 --sections 12 --teachers 12 --database "$db" >/dev/null
"$bin" create-admin --email bench@lyceum.test --password bench-pass-123 --database "$db" >/dev/null
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" >"$work/serve.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port"
until curl -sf "$base/api/health" >/dev/null; do sleep 0.2; done
curl -sf -c "$work/cookie" -H 'content-type: application/json' \
  -d '{"email":"bench@lyceum.test","password":"bench-pass-123"}' "$base/api/admins/login" >/dev/null

# Two files of fresh students, placed in the section of the first exported student.
curl -sf -b "$work/cookie" "$base/api/admins/export-students.csv" >"$work/seeded.csv"
python3 - "$work" "$students" <<'PY'
import csv, sys
work, n = sys.argv[1], int(sys.argv[2])
with open(f"{work}/seeded.csv", encoding="utf-8-sig", newline="") as f:
    rows = list(csv.DictReader(f))
place = next(r for r in rows if r["section"])
for name in ("api", "cli"):
    with open(f"{work}/{name}.csv", "w", encoding="utf-8", newline="") as f:
        out = csv.writer(f)
        out.writerow(rows and list(rows[0].keys()))
        for i in range(n):
            out.writerow([f"First{i}", "", f"Last{i}", f"{name}{i}@bench.lyceum.test", f"{i} Rizal Ave, Manila",
                          "2010-06-15", "Teresa", "", f"Last{i}", "", "09181234567", "Mother",
                          place["category"], place["level"], place["section"]])
PY
echo "file: $students students, $(du -k "$work/api.csv" | cut -f1) KB"
printf '%-45s %10s\n' "step" "seconds"

start=$(date +%s.%N)
curl -sf -b "$work/cookie" -F "file=@$work/api.csv" "$base/api/admins/import-students?dryRun=true" >"$work/dry.json"
printf '%-45s %10.2f\n' "API dry run (check only)" "$(elapsed "$start")"

start=$(date +%s.%N)
curl -sf -b "$work/cookie" -F "file=@$work/api.csv" "$base/api/admins/import-students" >"$work/import.json"
printf '%-45s %10.2f\n' "API import" "$(elapsed "$start")"

start=$(date +%s.%N)
"$bin" import-students "$work/cli.csv" --database "$db" >/dev/null
printf '%-45s %10.2f\n' "CLI import-students" "$(elapsed "$start")"

start=$(date +%s.%N)
curl -sf -b "$work/cookie" "$base/api/admins/export-students.csv" >"$work/all.csv"
printf '%-45s %10.2f\n' "API export ($(($(wc -l <"$work/all.csv") - 1)) students)" "$(elapsed "$start")"
python3 -c 'import json,sys; [print(name, "answered:", json.load(open(f"{sys.argv[1]}/{name}.json"))["message"]) for name in ("dry", "import")]' "$work"
