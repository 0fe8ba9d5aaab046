#!/usr/bin/env bash
# Measures the live channel: seeds a fresh SQLite school with as many students and teachers
# as there are users, starts the server, opens many WebSockets and reports the presence
# traffic, memory per 1,000 connections and message delivery latency (bench/realtime.mjs);
# then does the same against the original stack's relay (Express + socket.io,
# bench/node-peer/server.mjs, installed from npm into bench/node-peer/node_modules on first run)
# and prints the figures side by side.
# Usage: bench/realtime.sh [sockets] [messages-per-second] [seconds] [users]
# `users` defaults to `sockets`: one user per socket, every connect a presence change. Fewer
# users than sockets spreads them as tabs (e.g. `bench/realtime.sh 2000 50 10 40`).
# Uses target/release/lyceum (build it with `cargo build --release`), or LYCEUM_BIN. Set
# LYCEUM_BEFORE_BIN to another build (e.g. main's) to measure it too, in the same run, on a copy
# of the same database; BENCH_PEER=0 leaves the socket.io relay out.
set -euo pipefail
sockets="${1:-2000}"
rate="${2:-50}"
seconds="${3:-10}"
users="${4:-$sockets}"
students=$(((users + 1) / 2))
teachers=$((users / 2))
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
before="${LYCEUM_BEFORE_BIN:-}"
with_peer="${BENCH_PEER:-1}"
[ -x "$bin" ] || { echo "build first: cargo build --release (or set LYCEUM_BIN)"; exit 1; }
[ -z "$before" ] || [ -x "$before" ] || { echo "LYCEUM_BEFORE_BIN is not an executable: $before"; exit 1; }
if [ "$with_peer" = 1 ] && [ ! -d "$root/bench/node-peer/node_modules/socket.io" ]; then
  npm install --prefix "$root/bench/node-peer" --no-audit --no-fund >/dev/null
fi
work="$(mktemp -d)"
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
# Each socket is a file descriptor in the server and in the client.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
ws_flag=""
node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' || ws_flag="--experimental-websocket"
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
stop_server() { kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; server=""; }

# The accounts' password is hashed at bcrypt's lowest cost, so that seeding is quick. The server
# rehashes each at its own cost (12) at the first sign-in, so signing everyone in takes minutes
# on two cores; the sockets and messages are measured after that.
echo "seeding $students students and $teachers teachers..."
"$bin" seed-demo --weekly-lessons --students "$students" --teachers "$teachers" --sections $((students / 40 + 1)) \
  --password-cost 4 --database "sqlite://$work/seed.db" >/dev/null 2>&1

# run_lyceum NAME BINARY: serves a fresh copy of the seeded school and loads it.
run_lyceum() {
  local name="$1" binary="$2" port
  cp "$work/seed.db" "$work/$name.db"
  port=$(free_port)
  LYCEUM_LOG=warn "$binary" serve --bind "127.0.0.1:$port" --database "sqlite://$work/$name.db" \
    --uploads "$work/uploads-$name" >"$work/$name.log" 2>&1 &
  server=$!
  until curl -sf "http://127.0.0.1:$port/api/health" >/dev/null; do sleep 0.2; done
  echo
  echo "== $name ($binary)"
  node $ws_flag --no-warnings "$root/bench/realtime.mjs" --base="http://127.0.0.1:$port" --pid="$server" \
    --sockets="$sockets" --users="$users" --rate="$rate" --seconds="$seconds" --out="$work/$name.json"
  stop_server
}

# run_peer: the original stack's relay, loaded by the same client speaking socket.io.
run_peer() {
  node "$root/bench/node-peer/server.mjs" 0 >"$work/peer.log" 2>&1 &
  server=$!
  until grep -q '^listening on' "$work/peer.log" 2>/dev/null; do sleep 0.2; done
  local port
  port=$(sed -n 's/^listening on //p' "$work/peer.log")
  echo
  echo "== Express + socket.io relay (bench/node-peer)"
  node $ws_flag --no-warnings "$root/bench/realtime.mjs" --peer --base="http://127.0.0.1:$port" --pid="$server" \
    --sockets="$sockets" --users="$users" --rate="$rate" --seconds="$seconds" --out="$work/peer.json"
  stop_server
}

runs=()
if [ -n "$before" ]; then
  run_lyceum before "$before"
  runs+=("Lyceum before=$work/before.json")
fi
run_lyceum lyceum "$bin"
runs+=("Lyceum$([ -n "$before" ] && echo ' after' || true)=$work/lyceum.json")
if [ "$with_peer" = 1 ]; then
  run_peer
  runs+=("Express + socket.io=$work/peer.json")
fi

echo
echo "$sockets sockets of $users users, $rate messages/s for $seconds s:"
node - "${runs[@]}" <<'EOF'
const { readFileSync } = require('node:fs');
const runs = process.argv.slice(2).map((arg) => {
  const at = arg.lastIndexOf('=');
  return [arg.slice(0, at), JSON.parse(readFileSync(arg.slice(at + 1), 'utf8'))];
});
const ms = (v) => (v === null ? '-' : `${v.toFixed(1)} ms`);
const rows = [
  ['sockets open', (r) => `${r.open} of ${r.sockets}`],
  ['all open after', (r) => `${r.openSeconds.toFixed(2)} s`],
  ['presence pushes', (r) => `${r.presenceFrames} frames, ${(r.presenceBytes / 1048576).toFixed(1)} MB`],
  ['server memory', (r) => `${(r.rssBeforeKb / 1024).toFixed(0)} → ${(r.rssAfterKb / 1024).toFixed(0)} MB`],
  ['memory per socket', (r) => `${r.kbPerSocket.toFixed(1)} KB`],
  ['delivery p50', (r) => ms(r.p50)],
  ['delivery p99', (r) => ms(r.p99)],
  ['messages lost', (r) => `${r.lost} of ${r.messages}`],
];
const table = [['', ...runs.map(([name]) => name)], ...rows.map(([label, cell]) => [label, ...runs.map(([, r]) => cell(r))])];
const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
EOF
