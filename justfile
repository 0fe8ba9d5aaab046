# Developer recipes (optional: the README's two commands never need `just`).

# Backend on :8080 and Vite with hot reload on :5173 (proxying /api to the backend).
dev:
    #!/usr/bin/env bash
    set -euo pipefail
    (cd frontend && npm install --no-audit --no-fund >/dev/null)
    LYCEUM_SKIP_FRONTEND_BUILD=1 cargo run -- serve &
    trap 'kill %1' EXIT
    cd frontend && npm run dev

# Everything CI runs.
test:
    cargo test --workspace

# The inner loop: the domain and use-case unit tests and the API tests on SQLite only (no
# PostgreSQL, no browser, no front-end checks), without rebuilding the front end.
test-fast:
    LYCEUM_SKIP_FRONTEND_BUILD=1 cargo test -p lyceum-domain -p lyceum-documents -p lyceum-school
    env -u LYCEUM_TEST_POSTGRES_URL LYCEUM_SKIP_FRONTEND_BUILD=1 cargo test -p lyceum-http --test api

# The wire contract: the front end's answer types and docs/routes.md, generated again.
wire:
    LYCEUM_WRITE_WIRE=1 LYCEUM_SKIP_FRONTEND_BUILD=1 cargo test --workspace --lib wire
    LYCEUM_WRITE_ROUTES=1 LYCEUM_SKIP_FRONTEND_BUILD=1 cargo test --workspace --test api route_table
    cd frontend && npx tsc -b --noEmit

# Format Rust and check the front end's formatting rules.
fmt:
    cargo fmt --all

# Lints: rustfmt, clippy (warnings fail) and the front end's type check and ESLint.
lint:
    cargo fmt --all --check
    LYCEUM_SKIP_FRONTEND_BUILD=1 cargo clippy --workspace --all-targets -- -D warnings
    cd frontend && npx tsc -b --noEmit && npx eslint .
