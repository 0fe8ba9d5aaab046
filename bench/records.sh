#!/usr/bin/env bash
# Learner records and DepEd's School Forms on a whole school, with what actix-web alone does on
# this machine in the same run. Seeds the 50,000-student school on SQLite with `lyceum
# seed-demo` (1,250 sections of 40, every learner's record, this school year's enrolments and
# the year before's) and times, as an administrator:
#   GET /api/records/sf1.xlsx   a 40-learner Grade 8 section's School Register, this year and
#                               the year before (whose learners come from that year's enrolments);
#   GET /api/records/sf5.xlsx   the same section's Report on Promotion and Level of Proficiency
#                               (each learner's general average from the year's grades);
#   GET /api/records/sf10.pdf   the same section's permanent records (SF10), each learner's two
#                               school years with their grades and days per month, in one PDF;
#   GET /api/records/sf4.xlsx   the school's Monthly Learner's Movement and Attendance for this
#                               month (every section's registers of the month read);
#   GET /api/records/sf6.xlsx   the school's promotion summary (every section's grades; no
#                               target, timed once);
#   the enrolment migration     the upgrade's statement that enrols every placed student in the
#                               current year, run on a copy of the school with no enrolments.
#
# Usage: bench/records.sh [runs] [students]
# Needs wrk, curl and python3. Binary: target/release/lyceum (cargo build --release), or
# LYCEUM_BIN. LYCEUM_BENCH_WORK=DIR keeps the seeded school in DIR and reuses it next time.
# Prints the table and, last, one JSON line with sf1_section_s, sf4_school_month_s,
# sf5_section_s, sf10_section_pdf_s, enrolment_migration_50k_s (each the worst of its runs)
# and hello_rps.
set -euo pipefail
runs="${1:-5}"
students="${2:-50000}"
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
db="sqlite://$work/records.db"
if [ -f "$work/records.db" ]; then
  echo "reusing the school seeded in $work"
else
  echo "seeding $students students, $sections sections and $teachers teachers with two years of enrolments (SQLite)..."
  LYCEUM_LOG=warn "$bin" seed-demo --weekly-lessons --students "$students" --unplaced 0 --sections "$sections" \
    --teachers "$teachers" --password "$password" --password-cost 4 --database "$db" >/dev/null
  LYCEUM_LOG=warn "$bin" create-admin --email bench@lyceum.test --password "$password" --database "$db" >/dev/null
fi

# The upgrade's enrolment statement, timed on a copy of the school emptied of enrolments.
migration=$(ls -d "$root"/migrations/sqlite/*_enrolments)
cp "$work/records.db" "$work/migrate.db"
read -r migration_s migrated < <(python3 - "$work/migrate.db" "$migration/up.sql" "$runs" <<'PY'
import sqlite3, sys, time
db, up, runs = sys.argv[1], open(sys.argv[2]).read(), int(sys.argv[3])
insert = up[up.index("INSERT INTO enrolments"):]
conn = sqlite3.connect(db, isolation_level=None)
conn.execute("pragma journal_mode = wal")
conn.execute("pragma synchronous = normal")
worst, count = 0.0, 0
for _ in range(runs):
    conn.execute("delete from enrolments")
    start = time.perf_counter()
    conn.execute("begin")
    count = conn.execute(insert).rowcount
    conn.execute("commit")
    worst = max(worst, time.perf_counter() - start)
print("%.3f %d" % (worst, count))
PY
)
rm -f "$work/migrate.db" "$work/migrate.db-wal" "$work/migrate.db-shm"

port=$(free_port)
LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" >>"$work/serve.log" 2>&1 &
pids+=($!)
until curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null; do sleep 0.2; done
base="http://127.0.0.1:$port"
hello_port=$(free_port)
"$hello_bin" "127.0.0.1:$hello_port" &
pids+=($!)
until curl -sf "http://127.0.0.1:$hello_port/" >/dev/null; do sleep 0.1; done
hello_rps=$(wrk -t2 -c32 -d5s "http://127.0.0.1:$hello_port/" | awk '/^Requests\/sec/ { printf "%.0f", $2 }')

curl -sf -c "$work/cookies" -H 'Content-Type: application/json' \
  -d "{\"email\": \"bench@lyceum.test\", \"password\": \"$password\"}" "$base/api/admins/login" >/dev/null
read -r section past month < <(python3 - "$work/records.db" <<'PY'
import datetime, sqlite3, sys
c = sqlite3.connect(sys.argv[1])
section = c.execute("select s.id from sections s join levels l on l.id = s.level_id where l.name = 'Grade 8' "
                    "order by s.name limit 1").fetchone()[0]
past = c.execute("select id from school_years where not is_current order by first_day desc limit 1").fetchone()[0]
first, last = c.execute("select first_day, last_day from school_years where is_current").fetchone()
today = datetime.date.today().isoformat()
print(section, past, min(max(today, first), last)[:7])
PY
)

# Times one download `runs` times; answers the worst in seconds and the last file's size.
time_form() { # url
  local worst=0 took status
  for _ in $(seq 1 "$runs"); do
    read -r status took < <(curl -s -b "$work/cookies" -o "$work/form.xlsx" -w '%{http_code} %{time_total}\n' "$1")
    [ "$status" = 200 ] || { echo "$1 answered $status: $(head -c 300 "$work/form.xlsx")"; exit 1; }
    if (($(echo "$took > $worst" | bc -l))); then worst="$took"; fi
  done
  echo "$worst $(stat -c %s "$work/form.xlsx")"
}
read -r sf1_now sf1_now_bytes < <(time_form "$base/api/records/sf1.xlsx?sectionID=$section")
read -r sf1_past sf1_past_bytes < <(time_form "$base/api/records/sf1.xlsx?sectionID=$section&schoolYearID=$past")
sf1_worst=$(echo "if ($sf1_now > $sf1_past) $sf1_now else $sf1_past" | bc -l)
read -r sf5_now sf5_now_bytes < <(time_form "$base/api/records/sf5.xlsx?sectionID=$section")
read -r sf10 sf10_bytes < <(time_form "$base/api/records/sf10.pdf?sectionID=$section")
read -r sf4 sf4_bytes < <(time_form "$base/api/records/sf4.xlsx?month=$month")
read -r sf6 sf6_bytes < <(runs=1 time_form "$base/api/records/sf6.xlsx")

printf '\n| %-62s | %-12s | %-10s | %-10s |\n' "what (worst of $runs)" "seconds" target detail
printf '|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..64})" -------------- ------------ ------------
printf '| %-62s | %12.3f | %-10s | %-10s |\n' "SF1 of a Grade 8 section, this school year" "$sf1_now" "≤ 1 s" "$sf1_now_bytes bytes"
printf '| %-62s | %12.3f | %-10s | %-10s |\n' "SF1 of the same section, the year before" "$sf1_past" "≤ 1 s" "$sf1_past_bytes bytes"
printf '| %-62s | %12.3f | %-10s | %-10s |\n' "SF5 of the same section, this school year" "$sf5_now" "≤ 1 s" "$sf5_now_bytes bytes"
printf '| %-62s | %12.3f | %-10s | %-10s |\n' "SF10 of the same section (40 learners, two years), one PDF" "$sf10" "≤ 3 s" "$sf10_bytes bytes"
printf '| %-62s | %12.3f | %-10s | %-10s |\n' "SF4 of the school ($sections sections), $month" "$sf4" "≤ 5 s" "$sf4_bytes bytes"
printf '| %-62s | %12.3f | %-10s | %-10s |\n' "SF6 of the school, this school year (one run)" "$sf6" "" "$sf6_bytes bytes"
printf '| %-62s | %12.3f | %-10s | %-10s |\n' "enrolment migration (every placed student, current year)" "$migration_s" "≤ 30 s" "$migrated rows"
printf '| %-62s | %12s | %-10s | %-10s |\n' "hello-world (actix-web, fixed JSON), requests/s" "$hello_rps" "" ""
echo
printf '{"sf1_section_s": %.3f, "sf4_school_month_s": %.3f, "sf5_section_s": %.3f, "sf10_section_pdf_s": %.3f, "enrolment_migration_50k_s": %s, "hello_rps": %s}\n' \
  "$sf1_worst" "$sf4" "$sf5_now" "$sf10" "$migration_s" "$hello_rps"
