# What the benches share, sourced by them: the binary under test, the actix-web hello-world of
# `bench/hello` built and started beside it, a work folder removed afterwards (kept, and reused,
# when LYCEUM_BENCH_WORK names it), the processes started stopped at exit, and free ports.
#
# After `source "$(dirname "$0")/lib.sh"`: $root, $bin, $hello_bin, $work; `pids+=($!)` for each
# process started; `free_port`; `start_hello` (sets $hello_port); `start_lyceum` (sets $port);
# `$work/report.lua`, wrk's summary as one `RESULT` line.

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="${LYCEUM_BIN:-$root/target/release/lyceum}"
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

# Starts the hello-world on a free port and waits until it answers.
start_hello() {
  hello_port=$(free_port)
  "$hello_bin" "127.0.0.1:$hello_port" &
  pids+=($!)
  until curl -sf "http://127.0.0.1:$hello_port/" >/dev/null; do sleep 0.1; done
}

# Starts the server on the database `$1` (extra `NAME=value` settings after it) on a free port,
# its uploads in the work folder, and waits until it is ready.
start_lyceum() {
  local database="$1"
  shift
  port=$(free_port)
  env LYCEUM_LOG=warn "$@" "$bin" serve --bind "127.0.0.1:$port" --database "$database" --uploads "$work/uploads" \
    >>"$work/serve.log" 2>&1 &
  pids+=($!)
  until curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null; do sleep 0.2; done
}

# wrk's summary as one line: `RESULT requests/s p50-ms p99-ms errors`; append it to a request script.
cat >"$work/report.lua" <<'LUA'
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.2f %.2f %d\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.status + e.connect + e.read + e.write + e.timeout))
end
LUA
