#!/usr/bin/env bash
# Grades on a whole school with its terms scored, next to what actix-web alone can do on this
# machine in the same run. Seeds a fresh school with `lyceum seed-demo` (50,000 students in
# sections of 40 with their subjects, 400 teachers, a current year of four quarters; every
# subject's assessments of the terms so far scored, the ended terms published), tops 400
# gradebooks of the current term up to 30 assessments (bench/grades-plan.py), then times, with wrk
# (a few seconds each, 32 connections):
#   - opening a gradebook of 40 students × 30 assessments, for 400 different subjects;
#   - 32 teachers typing scores at once, each in their own gradebook: each connection saves a
#     score, waits for the answer, then pauses 50 to 150 ms at random (ten scores a second per
#     teacher on average, several times faster than anyone types; at random, as teachers do not
#     type in step), which is what `score_save_p99_ms` reports;
#   - the same 32 teachers' saves back to back, with no pause (the server's ceiling: every
#     connection always has a save waiting, so its p99 is mostly the queue);
#   - an adviser's grid of a section's term (students × subjects, averages), 1,000 sections;
# and a section's report cards as one PDF (the slowest of three), and the whole school's report
# cards of the year with `lyceum report-cards` (its time and its peak memory).
#
# Usage: bench/grades.sh [seconds-per-call] [connections] [students]
# LYCEUM_BENCH_WORK=DIR keeps the seeded school in DIR and reuses it on the next run (when
# profiling: seeding takes minutes; the saves change scores, which the next run changes again).
# Binary: target/release/lyceum (cargo build --release), or LYCEUM_BIN. Needs wrk (Debian: apt-get
# install wrk), curl, python3 and GNU time (/usr/bin/time).
# Prints the table and, last, one JSON line with gradebook_open_p99_ms, score_save_p99_ms (the
# teachers typing), score_save_ceiling_p99_ms (back to back), section_grid_p99_ms, section_pdf_s,
# school_pdf_s, school_pdf_peak_mb and hello_rps.
set -euo pipefail
seconds="${1:-6}"
connections="${2:-32}"
students="${3:-50000}"
sections=$((students / 40))
teachers=400
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk"; exit 1; }
[ -x /usr/bin/time ] || { echo "GNU time is needed: apt-get install time"; exit 1; }
[ -x "$bin" ] || { echo "no binary at $bin: cargo build --release (or set LYCEUM_BIN)"; exit 1; }

echo "building the actix-web hello-world (bench/hello)..."
cargo build --quiet --release --manifest-path "$root/bench/hello/Cargo.toml" --target-dir "$root/target/bench-hello"
hello_bin="$root/target/bench-hello/release/lyceum-bench-hello"

work="${LYCEUM_BENCH_WORK:-$(mktemp -d)}"
mkdir -p "$work"
pids=()
stop_all() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap 'stop_all; [ -n "${LYCEUM_BENCH_WORK:-}" ] || rm -rf "$work"' EXIT
db="sqlite://$work/bench.db"
password=bench-pass-123

seed_s=0
if [ -f "$work/bench.db" ] && [ -f "$work/grids.lua.in" ]; then
  echo "reusing the school seeded in $work"
  rm -rf "$work/cards"
else
echo "seeding $students students, $sections sections, $teachers teachers and their grades (SQLite)..."
seed_start=$(date +%s.%N)
LYCEUM_LOG=warn "$bin" seed-demo --weekly-lessons --students "$students" --unplaced 0 --sections "$sections" \
  --teachers "$teachers" --password "$password" --password-cost 4 --database "$db" >/dev/null
seed_s=$(echo "$(date +%s.%N) - $seed_start" | bc -l)
LYCEUM_LOG=warn "$bin" create-admin --email bench@lyceum.test --password "$password" --database "$db" >/dev/null
python3 "$root/bench/grades-plan.py" "$work/bench.db" "$work"
for script in saves gradebooks grids; do mv "$work/$script.lua" "$work/$script.lua.in"; done
python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("pragma wal_checkpoint(truncate)")' "$work/bench.db"
fi
read -r assessments scores published <<<"$(python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); print(*(c.execute(q).fetchone()[0] for q in ("select count(*) from assessments", "select count(*) from scores", "select count(*) from term_grades")))' "$work/bench.db")"
echo "the year so far: $assessments assessments, $scores scores, $published published term grades (seeded in ${seed_s%.*} s)"
year=$(cat "$work/year")
term=$(cat "$work/term")
section=$(cat "$work/section")

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

sign_in() { # role email → the session cookie's value
  local jar="$work/jar"
  curl -sf -c "$jar" -H 'content-type: application/json' \
    -d "{\"email\":\"$2\",\"password\":\"$password\"}" "$base/api/$1/login" >/dev/null
  awk '$6 == "lyceum_session" { print $7 }' "$jar"
}
admin=$(sign_in admins bench@lyceum.test)
cookie() { echo "Cookie: lyceum_session=$1"; }
cookies=""
while read -r email; do cookies="$cookies\"$(sign_in teachers "$email")\", "; done <"$work/teachers.txt"
for script in saves gradebooks grids; do cp "$work/$script.lua.in" "$work/$script.lua"; done
sed -i "s|{COOKIES}|{${cookies%, }}|" "$work/saves.lua"
# Typing: the same saves, each connection pausing 50 to 150 ms after each answer (wrk's `delay`;
# each thread's random numbers seeded apart, so its teachers do not pause in step with the other's).
cat "$work/saves.lua" - >"$work/typing.lua" <<'LUA'
local seeded = false
delay = function()
  if not seeded then
    math.randomseed(os.time() + (first or 0))
    seeded = true
  end
  return math.random(50, 150)
end
LUA

cat >"$work/report.lua" <<'LUA'
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %d\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status + e.connect + e.read + e.write + e.timeout))
end
LUA
for script in saves typing gradebooks grids; do cat "$work/report.lua" >>"$work/$script.lua"; done

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
load gradebook "GET /api/grades/gradebook (40 × 30, 400 subjects)" "$base/" "$work/gradebooks.lua"
load save "POST /api/grades/score (32 teachers typing)" "$base/" "$work/typing.lua" plain
load ceiling "POST /api/grades/score (32 teachers back to back)" "$base/" "$work/saves.lua" plain
load grid "GET /api/grades/section (1,000 sections' terms)" "$base/" "$work/grids.lua"

section_pdf_s=0
for _ in 1 2 3; do
  took=$(curl -sf -o "$work/section.pdf" -w '%{time_total}' -H "$(cookie "$admin")" \
    "$base/api/grades/report-cards?sectionID=$section&yearID=$year")
  section_pdf_s=$(python3 -c 'import sys; print(max(float(sys.argv[1]), float(sys.argv[2])))' "$section_pdf_s" "$took")
done
pages=$(grep -ac '/Type /Page\b\|/Type/Page\b' "$work/section.pdf" || true)
printf '| %-58s | %s s, the slowest of 3 (%s bytes, %s pages) |\n' "GET /api/grades/report-cards (one section)" \
  "$section_pdf_s" "$(stat -c %s "$work/section.pdf")" "$pages"
stop_all
pids=()

/usr/bin/time -f '%e %M' -o "$work/time" "$bin" report-cards --year "$(cat "$work/year_name")" \
  --out "$work/cards" --database "$db" >"$work/cards.log" 2>&1
read -r school_pdf_s peak_kb <"$work/time"
school_pdf_peak_mb=$(echo "scale=1; $peak_kb / 1024" | bc -l)
files=$(find "$work/cards" -name '*.pdf' | wc -l)
bytes=$(du -sm "$work/cards" | cut -f1)
printf '| %-58s | %s s, peak %s MB (%s PDFs, %s MB) |\n' "lyceum report-cards (the whole school's year)" \
  "$school_pdf_s" "$school_pdf_peak_mb" "$files" "$bytes"

printf '{"gradebook_open_p99_ms": %s, "score_save_p99_ms": %s, "score_save_ceiling_p99_ms": %s, "section_grid_p99_ms": %s, "section_pdf_s": %s, "school_pdf_s": %s, "school_pdf_peak_mb": %s, "hello_rps": %s}\n' \
  "${p99s[gradebook]}" "${p99s[save]}" "${p99s[ceiling]}" "${p99s[grid]}" "$section_pdf_s" "$school_pdf_s" "$school_pdf_peak_mb" "$hello_rate"
