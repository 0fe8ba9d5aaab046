#!/usr/bin/env bash
# The live channel across servers: seeds a fresh PostgreSQL school, then loads it twice with the
# same client (bench/realtime.mjs): once through one server, once through two servers on that
# database, students on the first and teachers on the second, so every message is sent through
# one server and pushed by the other. Prints both side by side: sockets open, memory per socket
# (of the first server), delivery p50/p99 and messages lost.
# Usage: bench/realtime-servers.sh [sockets] [messages-per-second] [seconds]
# Needs PostgreSQL: BENCH_POSTGRES_URL (or LYCEUM_TEST_POSTGRES_URL), a URL of a database on a
# server where this user may create databases, e.g. postgres://postgres@127.0.0.1:5432/postgres.
# Uses target/release/lyceum (build it with `cargo build --release`), or LYCEUM_BIN.
set -euo pipefail
sockets="${1:-1000}"
rate="${2:-50}"
seconds="${3:-10}"
students=$(((sockets + 1) / 2))
teachers=$((sockets / 2))
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
admin_url="${BENCH_POSTGRES_URL:-${LYCEUM_TEST_POSTGRES_URL:-}}"
[ -x "$bin" ] || { echo "build first: cargo build --release (or set LYCEUM_BIN)"; exit 1; }
[ -n "$admin_url" ] || { echo "set BENCH_POSTGRES_URL=postgres://user@host:5432/postgres"; exit 1; }
name="lyceum_bench_$(date +%s)_$$"
url="${admin_url%/*}/$name"
work="$(mktemp -d)"
servers=()
stop_servers() { for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done; servers=(); }
cleanup() { stop_servers; psql "$admin_url" -qc "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE)" >/dev/null 2>&1 || true; rm -rf "$work"; }
trap cleanup EXIT
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
ws_flag=""
node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' || ws_flag="--experimental-websocket"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

psql "$admin_url" -qc "CREATE DATABASE \"$name\"" >/dev/null
echo "seeding $students students and $teachers teachers on PostgreSQL..."
"$bin" seed-demo --weekly-lessons --students "$students" --teachers "$teachers" --sections $((students / 40 + 1)) \
  --password-cost 4 --database "$url" >/dev/null 2>&1

# serve: starts one more server on the school; prints its base URL.
serve() {
  local port
  port=$(free_port)
  LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$url" --uploads "$work/uploads" \
    >>"$work/serve.log" 2>&1 &
  servers+=($!)
  until curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null; do sleep 0.2; done
  base="http://127.0.0.1:$port"
}

# run NAME SERVERS: loads the school through that many servers.
run() {
  local label="$1" count="$2" list=""
  for _ in $(seq "$count"); do serve; list="$list${list:+,}$base"; done
  echo
  echo "== $label: $list"
  node $ws_flag --no-warnings "$root/bench/realtime.mjs" --bases="$list" --pid="${servers[0]}" \
    --sockets="$sockets" --users="$sockets" --rate="$rate" --seconds="$seconds" --out="$work/$count.json"
  stop_servers
  # Let the stopped servers' presence rows age out before the next run.
  sleep 1
}

run "one server" 1
run "two servers, every message crossing" 2

echo
echo "$sockets sockets, $rate messages/s for $seconds s, PostgreSQL:"
node - "one server=$work/1.json" "two servers=$work/2.json" <<'JS'
const { readFileSync } = require('node:fs');
const runs = process.argv.slice(2).map((arg) => {
  const at = arg.lastIndexOf('=');
  return [arg.slice(0, at), JSON.parse(readFileSync(arg.slice(at + 1), 'utf8'))];
});
const ms = (v) => (v === null ? '-' : `${v.toFixed(1)} ms`);
const rows = [
  ['sockets open', (r) => `${r.open} of ${r.sockets}`],
  ['all open after', (r) => `${r.openSeconds.toFixed(2)} s`],
  ['memory per socket (first server)', (r) => `${r.kbPerSocket.toFixed(1)} KB`],
  ['delivery p50', (r) => ms(r.p50)],
  ['delivery p99', (r) => ms(r.p99)],
  ['messages lost', (r) => `${r.lost} of ${r.messages}`],
];
const table = [['', ...runs.map(([name]) => name)], ...rows.map(([label, cell]) => [label, ...runs.map(([, r]) => cell(r))])];
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
JS
