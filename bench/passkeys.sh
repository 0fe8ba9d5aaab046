#!/usr/bin/env bash
# What a passkey costs at sign-in: a teacher signing in with the password alone, beside one
# signing in with a passkey alone (two calls: the options, then the authenticator's answer),
# each timed from the browser's side, with the actix-web hello-world asked the same way in the
# same run. Seeds a school on SQLite with `lyceum seed-demo`, adds a passkey for `rounds`
# teachers through the API (a software authenticator, as the browser's prompt answers), then
# `runs` times (default 5) signs `rounds` teachers in each way over a kept-alive connection.
# Passwords are hashed at cost 4 on both sides, so bcrypt does not hide what the passkey costs.
# The server is asked as `localhost`: passkeys belong to a name, not a numeric address.
#
# Usage: bench/passkeys.sh [rounds] [runs]
# Needs curl, python3 (for free ports) and node. Binary: target/release/lyceum, or LYCEUM_BIN.
# Prints the table and, last, one JSON line with sign_in_password_p99_ms,
# sign_in_with_passkey_p99_ms (each the worst of the runs), passkey_round_trips,
# password_round_trips and hello_p99_ms; each run's figures go to bench/results/passkeys.jsonl
# (BENCH_NO_RECORD=1 leaves that file alone).
set -euo pipefail
rounds="${1:-200}"
runs="${2:-5}"
source "$(dirname "$0")/lib.sh"
password=bench-pass-123
rm -f "$work"/bench.db*
db="sqlite://$work/bench.db"
echo "seeding $((rounds * 2)) teachers (SQLite)..."
LYCEUM_LOG=warn "$bin" seed-demo --teachers $((rounds * 2)) --students 20 --sections 2 --password "$password" \
  --password-cost 4 --database "$db" >/dev/null

start_lyceum "$db" LYCEUM_BCRYPT_COST=4
start_hello

record_to="$root/bench/results/passkeys.jsonl"
[ -n "${BENCH_NO_RECORD:-}" ] && record_to=""
node "$root/bench/passkeys.mjs" "$port" "$hello_port" "$rounds" "$runs" "$password" "$record_to" \
  "$(git -C "$root" rev-parse --short HEAD)"
