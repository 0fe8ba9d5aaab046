#!/usr/bin/env bash
# Whether the server's memory levels off under a long mixed load. Seeds a fresh SQLite demo
# school (`lyceum seed-demo`: the students, a teacher for every ten, 40 students a section),
# posts five news items, starts the server and runs bench/soak.mjs against it: three readers in
# a loop (GET /api/session, the news list, the conversations list), 40 messages a second between
# 100 student/teacher pairs, and 50 live sockets of which 10 a second close and open again.
# Every 30 s it prints the server's memory (VmRSS from /proc, split into heap and mapped files),
# the database's size, requests answered and errors; the last line is one JSON object:
#   {"minutes", "rss_mb_min2", "rss_mb_min10", "rss_mb_end", "rss_mb_max",
#    "growth_pct_10_to_end", "errors", "requests", "messages", ...}
#
# Usage: bench/soak.sh [minutes=30] [students=5000]
# Uses target/release/lyceum (cargo build --release), or LYCEUM_BIN. Set LYCEUM_BEFORE_BIN to
# another build (e.g. main's) to soak it too, afterwards, on a fresh copy of the same school.
# Any other server flag can be passed in the environment, e.g. LYCEUM_SQLITE_CACHE_MB=64.
# Needs Node.js (20 with --experimental-websocket, added here, or 22+), curl and python3.
set -euo pipefail
minutes="${1:-30}"
students="${2:-5000}"
teachers=$(((students + 9) / 10))
sections=$(((students + 39) / 40))
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
before="${LYCEUM_BEFORE_BIN:-}"
[ -x "$bin" ] || { echo "no lyceum binary at $bin: build it with cargo build --release (or set LYCEUM_BIN)" >&2; exit 1; }
[ -z "$before" ] || [ -x "$before" ] || { echo "LYCEUM_BEFORE_BIN is not an executable: $before" >&2; exit 1; }
[ "$students" -ge 1000 ] || { echo "the load needs at least 1000 students (a teacher for every ten, 100 pairs)" >&2; exit 1; }
command -v node >/dev/null || { echo "Node.js is needed" >&2; exit 1; }
work="$(mktemp -d)"
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
ws_flag=""
node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' || ws_flag="--experimental-websocket"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
stop_server() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=""; }

# The accounts' password is hashed at bcrypt's lowest cost so that signing the pairs in is quick;
# the server checks any cost alike.
echo "seeding $students students, $teachers teachers, $sections sections..."
LYCEUM_LOG=warn "$bin" seed-demo --weekly-lessons --students "$students" --teachers "$teachers" --sections "$sections" \
  --password-cost 4 --database "sqlite://$work/seed.db" >/dev/null
LYCEUM_LOG=warn "$bin" create-admin --email soak@lyceum.test --password soak-pass-123 \
  --database "sqlite://$work/seed.db" >/dev/null

# soak NAME BINARY: serves a fresh copy of the seeded school and loads it.
soak() {
  local name="$1" binary="$2" port base jar
  cp "$work/seed.db" "$work/$name.db"
  port=$(free_port)
  base="http://127.0.0.1:$port"
  LYCEUM_LOG=warn "$binary" serve --bind "127.0.0.1:$port" --database "sqlite://$work/$name.db" \
    --uploads "$work/uploads-$name" >"$work/$name.log" 2>&1 &
  server=$!
  until curl -sf "$base/api/health" >/dev/null; do
    kill -0 "$server" 2>/dev/null || { echo "the server did not start:" >&2; cat "$work/$name.log" >&2; exit 1; }
    sleep 0.2
  done
  jar="$work/jar-$name"
  curl -sf -c "$jar" -H 'content-type: application/json' -H "origin: $base" \
    -d '{"email":"soak@lyceum.test","password":"soak-pass-123"}' "$base/api/admins/login" >/dev/null
  for n in 1 2 3 4 5; do
    curl -sf -o /dev/null -b "$jar" -H 'content-type: application/json' -H "origin: $base" \
      -d "{\"text\":\"<h2>School news $n</h2><p>Classes resume on Monday; bring your forms.</p>\"}" \
      "$base/api/admins/create-news-updates"
  done
  echo
  echo "== $name ($binary)"
  node $ws_flag --no-warnings "$root/bench/soak.mjs" --base="$base" --pid="$server" --minutes="$minutes" \
    --db="$work/$name.db"
  stop_server
}

if [ -n "$before" ]; then
  soak before "$before"
fi
soak lyceum "$bin"
