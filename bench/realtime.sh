#!/usr/bin/env bash
# Measures the live channel: seeds a fresh SQLite school, starts the server, opens many
# WebSockets and reports memory per 1,000 connections and message delivery latency.
# Usage: bench/realtime.sh [sockets] [messages-per-second] [seconds]
# Uses target/release/lyceum (build it with `cargo build --release`), or LYCEUM_BIN.
set -euo pipefail
sockets="${1:-2000}"
rate="${2:-50}"
seconds="${3:-10}"
pairs=20
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
[ -x "$bin" ] || { echo "build first: cargo build --release (or set LYCEUM_BIN)"; exit 1; }
work="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
db="sqlite://$work/bench.db"

"$bin" seed-demo --students "$pairs" --teachers "$pairs" --sections 4 --database "$db" >/dev/null 2>&1
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" >"$work/serve.log" 2>&1 &
server=$!
base="http://127.0.0.1:$port"
until curl -sf "$base/api/health" >/dev/null; do sleep 0.2; done

ws_flag=""
node -e 'process.exit(typeof WebSocket === "function" ? 0 : 1)' || ws_flag="--experimental-websocket"
node $ws_flag --no-warnings "$root/bench/realtime.mjs" --base="$base" --pid="$server" \
  --sockets="$sockets" --pairs="$pairs" --rate="$rate" --seconds="$seconds"
