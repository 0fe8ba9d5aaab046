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

# Format Rust and check the front end's formatting rules.
fmt:
    cargo fmt --all

# Lints: rustfmt, clippy (warnings fail) and the front end's type check and ESLint.
lint:
    cargo fmt --all --check
    LYCEUM_SKIP_FRONTEND_BUILD=1 cargo clippy --workspace --all-targets -- -D warnings
    cd frontend && npx tsc -b --noEmit && npx eslint .
