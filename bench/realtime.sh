#!/usr/bin/env bash
# Measures the live channel: seeds a fresh SQLite school with as many students and teachers
# as there are users, starts the server, opens many WebSockets and reports the presence
# traffic, memory per 1,000 connections and message delivery latency (bench/realtime.mjs).
# Usage: bench/realtime.sh [sockets] [messages-per-second] [seconds] [users]
# `users` defaults to `sockets`: one user per socket, every connect a presence change. Fewer
# users than sockets spreads them as tabs (e.g. `bench/realtime.sh 2000 50 10 40`).
# Uses target/release/lyceum (build it with `cargo build --release`), or LYCEUM_BIN.
set -euo pipefail
sockets="${1:-2000}"
rate="${2:-50}"
seconds="${3:-10}"
users="${4:-$sockets}"
students=$(((users + 1) / 2))
teachers=$((users / 2))
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
[ -x "$bin" ] || { echo "build first: cargo build --release (or set LYCEUM_BIN)"; exit 1; }
work="$(mktemp -d)"
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
db="sqlite://$work/bench.db"
# Each socket is a file descriptor in the server and in the client.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true

echo "seeding $students students and $teachers teachers..."
"$bin" seed-demo --students "$students" --teachers "$teachers" --sections $((students / 40 + 1)) \
  --database "$db" >/dev/null
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" >"$work/serve.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port"
until curl -sf "$base/api/health" >/dev/null; do sleep 0.2; done

ws_flag=""
node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' || ws_flag="--experimental-websocket"
node $ws_flag --no-warnings "$root/bench/realtime.mjs" --base="$base" --pid="$server" \
  --sockets="$sockets" --users="$users" --rate="$rate" --seconds="$seconds"
