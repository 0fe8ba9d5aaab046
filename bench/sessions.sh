#!/usr/bin/env bash
# 'Where you're signed in' (`GET /api/sessions`) under load, next to what actix-web alone does on
# this machine in the same run. Seeds a school on SQLite with `lyceum seed-demo`, then writes
# sessions straight into the database as sign-ins store them (a random token in the cookie, its
# SHA-256 in `sessions`, with a browser, an address and a last use): `callers` students with
# five sessions each (a computer, two phones, a tablet, another browser). wrk (32 connections)
# asks for the list, each request with one caller's own session, `runs` times (default 5).
#
# Usage: bench/sessions.sh [seconds] [connections] [students] [runs] [callers]
# Needs wrk, curl and python3. Binary: target/release/lyceum (cargo build --release), or
# LYCEUM_BIN. LYCEUM_BENCH_WORK=DIR keeps the seeded school in DIR and reuses it next time.
# Prints the table and, last, one JSON line with sessions_list_p99_ms (the worst of the runs),
# sessions_list_pct_of_hello (the lowest) and hello_rps; each run's figures go to
# bench/results/sessions.jsonl (BENCH_NO_RECORD=1 leaves that file alone).
set -euo pipefail
seconds="${1:-5}"
connections="${2:-32}"
students="${3:-5000}"
runs="${4:-5}"
callers="${5:-2000}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk"; exit 1; }
source "$(dirname "$0")/lib.sh"
password=bench-pass-123
db="sqlite://$work/bench.db"
if [ -f "$work/bench.db" ]; then
  echo "reusing the school seeded in $work"
else
  echo "seeding $students students (SQLite)..."
  LYCEUM_LOG=warn "$bin" seed-demo --students "$students" --unplaced 0 --password "$password" --password-cost 4 \
    --database "$db" >/dev/null
fi
python3 - "$work/bench.db" "$work/sessions.lua" "$callers" <<'PY'
import datetime, hashlib, random, secrets, sqlite3, sys
path, out, callers = sys.argv[1], sys.argv[2], int(sys.argv[3])
random.seed(7)
conn = sqlite3.connect(path)
conn.execute("delete from sessions")
students = [row[0] for row in conn.execute("select id from students")]
students = random.sample(students, min(callers, len(students)))
browsers = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7; rv:127.0) Gecko/20100101 Firefox/127.0",
]
now = datetime.datetime.utcnow().replace(microsecond=0)
stamp = lambda t: t.strftime("%Y-%m-%d %H:%M:%S")  # noqa: E731, how the server stores a time
rows, cookies = [], []
for student in students:
    for n, browser in enumerate(browsers):
        token = secrets.token_hex(32)
        started = now - datetime.timedelta(hours=24 * n + 1)
        rows.append((hashlib.sha256(token.encode()).hexdigest(), "student", student, stamp(started),
                     stamp(started + datetime.timedelta(days=7)), browser, f"10.{n}.{random.randrange(256)}.{random.randrange(256)}",
                     stamp(started + datetime.timedelta(minutes=30))))
        if n == 0:
            cookies.append(f"lyceum_session={token}")
conn.executemany("insert into sessions (token_hash, role, user_id, must_change_password, created_at, expires_at, "
                 "user_agent, ip_address, last_used_at) values (?, ?, ?, 0, ?, ?, ?, ?, ?)", rows)
conn.commit()
conn.execute("pragma wal_checkpoint(truncate)")
with open(out, "w") as f:
    f.write("local cookies = {%s}\n" % ", ".join('"%s"' % c for c in cookies))
    f.write("""
-- Each request is one caller opening 'Where you're signed in' with their own session.
local counter = 0
request = function()
  counter = counter + 1
  return wrk.format("GET", "/api/sessions", { ["Cookie"] = cookies[counter % #cookies + 1] })
end
""")
print(f"{len(rows)} sessions of {len(students)} students, five each")
PY

port=$(free_port)
LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" >>"$work/serve.log" 2>&1 &
pids+=($!)
until curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null; do sleep 0.2; done
base="http://127.0.0.1:$port"
start_hello

cat "$work/report.lua" >>"$work/sessions.lua"
# Every answer is a 200 with the caller's five sessions (a refused session would time only the refusal).
first_cookie=$(sed -n '1s/^local cookies = {"\([^"]*\)".*/\1/p' "$work/sessions.lua")
listed=$(curl -sf -H "Cookie: $first_cookie" "$base/api/sessions")
python3 -c 'import json, sys; s = json.loads(sys.argv[1])["sessions"]; assert len(s) == 5 and s[0]["current"], s; print("a caller sees:", "; ".join(x["browser"] + " on " + x["device"] for x in s))' "$listed"

printf '\n| %-46s | %3s | %10s | %8s | %8s | %6s | %13s |\n' call run requests/s "p50 (ms)" "p99 (ms)" errors "× hello-world"
printf '|%s|%s|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..48})" ----- ------------ ---------- ---------- -------- ---------------
worst_p99=""
lowest_pct=""
hello_rate=""
record() { # run p99 pct
  [ -n "${BENCH_NO_RECORD:-}" ] && return
  printf '{"date": "%s", "commit": "%s", "command": "bench/sessions.sh", "run": %s, "of": %s, "machine": {"hello_rps": %s}, "figures": {"sessions_list_p99_ms": %s, "sessions_list_pct_of_hello": %.1f}}\n' \
    "$(date -u +%Y-%m-%dT%H:%MZ)" "$(git -C "$root" rev-parse --short HEAD)" "$1" "$runs" "$hello_rate" "$2" "$3" \
    >>"$root/bench/results/sessions.jsonl"
}
load() { # key name url script run
  local out rate p50 p99 errors pct
  out=$(wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "$4" "$3" | awk '/^RESULT/ { print $2, $3, $4, $5 }')
  read -r rate p50 p99 errors <<<"$out"
  [ "$errors" = 0 ] || { echo "$2: $errors errors"; exit 1; }
  if [ "$1" = hello ]; then hello_rate="$rate"; fi
  pct=$(echo "100 * $rate / $hello_rate" | bc -l)
  printf '| %-46s | %3s | %10s | %8s | %8s | %6s | %12.1f%% |\n' "$2" "$5" "$rate" "$p50" "$p99" "$errors" "$pct"
  if [ "$1" = sessions ]; then
    if [ -z "$worst_p99" ] || (($(echo "$p99 > $worst_p99" | bc -l))); then worst_p99="$p99"; fi
    if [ -z "$lowest_pct" ] || (($(echo "$pct < $lowest_pct" | bc -l))); then lowest_pct="$pct"; fi
    record "$5" "$p99" "$pct"
  fi
}
for run in $(seq 1 "$runs"); do
  load hello "hello-world (actix-web, fixed JSON, no database)" "http://127.0.0.1:$hello_port/" "$work/report.lua" "$run"
  load sessions "GET /api/sessions ($callers students, 5 sessions each)" "$base/" "$work/sessions.lua" "$run"
done
echo
printf '{"sessions_list_p99_ms": %s, "sessions_list_pct_of_hello": %.1f, "hello_rps": %s}\n' "$worst_p99" "$lowest_pct" "$hello_rate"
