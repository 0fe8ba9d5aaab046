#!/usr/bin/env bash
# Lighthouse scores (mobile profile) of the release build: seeds a fresh demo school, starts
# target/release/lyceum (or LYCEUM_BIN) and runs bench/lighthouse/run.mjs against the four
# login pages and the student's home after sign-in. Lighthouse comes from npm into
# bench/lighthouse/node_modules (installed on first run); Chromium from CHROME_PATH or
# /usr/bin/chromium.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
[ -x "$bin" ] || { echo "build first: cargo build --release (or set LYCEUM_BIN)"; exit 1; }
[ -d "$root/bench/lighthouse/node_modules/lighthouse" ] ||
  npm install --prefix "$root/bench/lighthouse" --no-audit --no-fund >/dev/null
work="$(mktemp -d)"
server=""
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
db="sqlite://$work/bench.db"
password="demo-pass-123"
"$bin" seed-demo --students 40 --teachers 10 --sections 2 --password "$password" --database "$db" >/dev/null 2>&1
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
LYCEUM_LOG=warn "$bin" serve --bind "127.0.0.1:$port" --database "$db" --uploads "$work/uploads" \
  --static-dir "${LYCEUM_STATIC_DIR:-$root/frontend/dist}" >"$work/serve.log" 2>&1 &
server=$!
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.1; done
CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}" node "$root/bench/lighthouse/run.mjs" \
  --base="http://127.0.0.1:$port" --email=student1@demo.lyceum.test --password="$password" "$@"
