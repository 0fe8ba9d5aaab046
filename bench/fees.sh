#!/usr/bin/env bash
# School fees on a whole school, with what actix-web alone does on this machine in the same run.
# Seeds the 50,000-student school on SQLite with `lyceum seed-demo` (its fees: every level's
# schedule, every learner assessed, 2,000 families paid), empties the ledger so the school can be
# assessed afresh, and times, as administrators:
#   POST /api/fees/assess          the whole school assessed (every learner's charges, discounts
#                                  and installments posted), emptied again before each run;
#   POST /api/fees/payments        8 cashiers posting payments at once (wrk, 8 connections, each
#                                  its own session), each with its official receipt; afterwards
#                                  the receipt numbers are checked unique and without gaps;
#   GET  /api/fees/account         a learner's statement of account as the screens read it
#                                  (ledger, installments, receipts, balance), random learners;
#   GET  /api/fees/statement       the same as PDF (no target, shown beside it);
#   GET  /api/fees/aging           the school's aging of balances by level and section.
#
# Usage: bench/fees.sh [runs] [students]
# Needs wrk, curl and python3. Binary: target/release/lyceum (cargo build --release), or
# LYCEUM_BIN. LYCEUM_BENCH_WORK=DIR keeps the seeded school in DIR and reuses it next time.
# Prints the table and, last, one JSON line with assess_school_50k_s, payment_post_p99_ms,
# statement_p99_ms, aging_report_50k_s (each the worst of its runs), receipts_gapless and
# hello_rps.
set -euo pipefail
runs="${1:-5}"
students="${2:-50000}"
sections=$((students / 40))
teachers=400
seconds=10
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
db="sqlite://$work/fees.db"
if [ -f "$work/fees.db" ]; then
  echo "reusing the school seeded in $work"
else
  echo "seeding $students students, $sections sections and $teachers teachers with their fees (SQLite)..."
  LYCEUM_LOG=warn "$bin" seed-demo --weekly-lessons --students "$students" --unplaced 0 --sections "$sections" \
    --teachers "$teachers" --password "$password" --password-cost 4 --database "$db" >/dev/null
  LYCEUM_LOG=warn "$bin" create-admin --email bench@lyceum.test --password "$password" --database "$db" >/dev/null
fi

# Empties the ledger and the receipts (the learners' plans and discounts are kept), so the
# next assessment posts every account afresh and the receipts start again from number 1.
reset_fees() {
  python3 - "$work/fees.db" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1], timeout=60)
c.executescript("""
begin;
delete from fee_entries;
delete from fee_receipts;
update fee_receipt_series set last_number = 0;
update fee_accounts set assessed_at = null, installments = '';
commit;
""")
PY
}
reset_fees

port=$(free_port)
LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" >>"$work/serve.log" 2>&1 &
pids+=($!)
until curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null; do sleep 0.2; done
base="http://127.0.0.1:$port"
hello_port=$(free_port)
"$hello_bin" "127.0.0.1:$hello_port" &
pids+=($!)
until curl -sf "http://127.0.0.1:$hello_port/" >/dev/null; do sleep 0.1; done

# Eight cashiers, each signed in with a session of their own.
cookies=()
for n in $(seq 1 8); do
  curl -sf -c "$work/jar$n" -H 'Content-Type: application/json' \
    -d "{\"email\": \"bench@lyceum.test\", \"password\": \"$password\"}" "$base/api/admins/login" >/dev/null
  cookies+=("$(awk '$6 == "lyceum_session" { print $7 }' "$work/jar$n")")
done
year=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select id from school_years where is_current").fetchone()[0])' "$work/fees.db")

# The whole school assessed, `runs` times, the ledger emptied before each but the first.
assess_s=0
for run in $(seq 1 "$runs"); do
  [ "$run" = 1 ] || reset_fees
  read -r status took < <(curl -s -b "$work/jar1" -o "$work/assess.json" -w '%{http_code} %{time_total}\n' \
    -H 'Content-Type: application/json' -d "{\"schoolYearID\": \"$year\", \"confirm\": true}" "$base/api/fees/assess")
  [ "$status" = 200 ] || { echo "assess answered $status: $(head -c 300 "$work/assess.json")"; exit 1; }
  assess_s=$(python3 -c 'import sys; print(max(float(sys.argv[1]), float(sys.argv[2])))' "$assess_s" "$took")
done
assessed=$(python3 -c 'import json, sys; a = json.load(open(sys.argv[1])); print(a["assessed"], a["learners"])' "$work/assess.json")

# The wrk scripts: payments by the eight cashiers, accounts of random learners, the report line.
python3 - "$work/fees.db" "$work" "$year" "${cookies[@]}" <<'PY'
import random, sqlite3, sys
db, out, year, cookies = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
c = sqlite3.connect(db)
random.seed(11)
# Every account of the year: the whole-school assessment above assessed each of them.
learners = [r[0] for r in c.execute("select student_id from fee_accounts where school_year_id = ?", (year,))]
if not learners:
    sys.exit("no fee accounts in the current year: the demo school has no fees")
random.shuffle(learners)
learners = learners[:4000]
def lua_list(items):
    return "{" + ", ".join('"%s"' % item for item in items) + "}"
report = """
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %d\\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status + e.connect + e.read + e.write + e.timeout))
end
"""
with open(f"{out}/payments.lua", "w") as f:
    f.write("local learners = %s\nlocal cookies = %s\nlocal year = \"%s\"\n" % (lua_list(learners), lua_list(cookies), year))
    f.write("""
-- Each connection is one cashier (its own session); each payment is ₱1.00 in cash for the next
-- learner, so the eight cashiers post for different accounts at once.
local connections = 0
local counter = 0
setup = function(thread)
  thread:set("first", connections)
  connections = connections + 1
end
init = function()
  counter = first * 997
end
request = function()
  counter = counter + 1
  local learner = learners[(counter % #learners) + 1]
  local body = string.format('{"studentID": "%s", "schoolYearID": "%s", "amountCentavos": 100, "method": "cash"}', learner, year)
  return wrk.format("POST", "/api/fees/payments", {["Content-Type"] = "application/json",
    ["Cookie"] = "lyceum_session=" .. cookies[(counter % #cookies) + 1]}, body)
end
response = function(status, headers, body)
  if status ~= 201 then io.write("payment answered " .. status .. ": " .. body .. "\\n") end
end
""" + report)
for name, path in (("accounts", "/api/fees/account"), ("statements", "/api/fees/statement")):
    with open(f"{out}/{name}.lua", "w") as f:
        f.write("local learners = %s\nlocal cookie = \"%s\"\nlocal year = \"%s\"\n" % (lua_list(learners), cookies[0], year))
        f.write("""
local counter = 0
request = function()
  counter = counter + 1
  local learner = learners[math.random(#learners)]
  return wrk.format("GET", "%s?studentID=" .. learner .. "&schoolYearID=" .. year, {["Cookie"] = "lyceum_session=" .. cookie})
end
""" % path + report)
with open(f"{out}/report.lua", "w") as f:
    f.write(report)
PY

hello_rate=""
printf '\n| %-62s | %10s | %8s | %8s | %6s | %13s |\n' "call (worst of $runs runs)" requests/s "p50 (ms)" "p99 (ms)" errors "× hello-world"
printf '|%s|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..64})" ------------ ---------- ---------- -------- ---------------
# Loads `url` `runs` times with the wrk script `script` and `connections` connections, prints
# the run with the worst p99 and keeps that p99.
worst_p99=0
load() { # name url script connections
  local worst="" rate p50 p99 errors
  for _ in $(seq 1 "$runs"); do
    read -r rate p50 p99 errors < <(wrk -t2 -c"$4" -d"${seconds}s" --latency -s "$3" "$2" | awk '/^RESULT/ { print $2, $3, $4, $5 }')
    if [ -z "$worst" ] || (($(echo "$p99 > ${worst##* }" | bc -l))); then worst="$rate $p50 $errors $p99"; fi
  done
  read -r rate p50 errors p99 <<<"$worst"
  [ -n "$hello_rate" ] || hello_rate="$rate"
  worst_p99="$p99"
  printf '| %-62s | %10s | %8s | %8s | %6s | %12.1f%% |\n' "$1" "$rate" "$p50" "$p99" "$errors" \
    "$(echo "100 * $rate / $hello_rate" | bc -l)"
}
load "hello-world (actix-web, fixed JSON, no database)" "http://127.0.0.1:$hello_port/" "$work/report.lua" 32
hello_rps="$hello_rate"
load "POST /api/fees/payments (8 cashiers at once, with receipts)" "$base/" "$work/payments.lua" 8
payment_p99="$worst_p99"
load "GET /api/fees/account (random learners, 8 at once)" "$base/" "$work/accounts.lua" 8
statement_p99="$worst_p99"
load "GET /api/fees/statement, as PDF (random learners, 8 at once)" "$base/" "$work/statements.lua" 8

read -r gapless receipts < <(python3 - "$work/fees.db" <<'PY'
import sqlite3, sys
numbers = [r[0] for r in sqlite3.connect(sys.argv[1]).execute("select number from fee_receipts order by number")]
print("true" if numbers == list(range(1, len(numbers) + 1)) else "false", len(numbers))
PY
)

aging_s=0
for _ in $(seq 1 "$runs"); do
  read -r status took < <(curl -s -b "$work/jar1" -o "$work/aging.json" -w '%{http_code} %{time_total}\n' "$base/api/fees/aging?schoolYearID=$year")
  [ "$status" = 200 ] || { echo "aging answered $status: $(head -c 300 "$work/aging.json")"; exit 1; }
  aging_s=$(python3 -c 'import sys; print(max(float(sys.argv[1]), float(sys.argv[2])))' "$aging_s" "$took")
done
owing=$(python3 -c 'import json, sys; a = json.load(open(sys.argv[1])); print(a["totals"]["learners"], len(a["rows"]))' "$work/aging.json")

echo
printf '| %-62s | %-28s | %-8s |\n' "what (worst of $runs)" result target
printf '|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..64})" "$(printf -- '-%.0s' {1..30})" ----------
printf '| %-62s | %-28s | %-8s |\n' "whole school assessed ($students learners)" "$assess_s s (${assessed% *} assessed)" "≤ 60 s"
printf '| %-62s | %-28s | %-8s |\n' "payment with its receipt, p99, 8 cashiers at once" "$payment_p99 ms" "≤ 30 ms"
printf '| %-62s | %-28s | %-8s |\n' "receipt numbers unique and without gaps" "$gapless ($receipts receipts)" "true"
printf '| %-62s | %-28s | %-8s |\n' "a learner's statement (account), p99" "$statement_p99 ms" "≤ 10 ms"
printf '| %-62s | %-28s | %-8s |\n' "aging report of the school (${owing% *} learners owing)" "$aging_s s" "≤ 2 s"
echo
printf '{"assess_school_50k_s": %.3f, "payment_post_p99_ms": %.2f, "statement_p99_ms": %.2f, "aging_report_50k_s": %.3f, "receipts_gapless": %s, "hello_rps": %s}\n' \
  "$assess_s" "$payment_p99" "$statement_p99" "$aging_s" "$gapless" "$hello_rps"
