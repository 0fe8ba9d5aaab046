//! The front end's own checks, run by `cargo test`: TypeScript, ESLint and the Vitest suite.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn the_front_end_type_checks_lints_clean_and_passes_its_unit_tests() {
    let frontend = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../frontend");
    assert!(
        frontend.join("node_modules").is_dir(),
        "frontend/node_modules is missing: build once without LYCEUM_SKIP_FRONTEND_BUILD (or run `npm ci` in frontend/)"
    );
    let status = Command::new("npm")
        .args(["run", "check"])
        .current_dir(&frontend)
        .env("CI", "true")
        .status()
        .expect("run npm (Node.js is a prerequisite, see README)");
    assert!(status.success(), "`npm run check` failed in frontend/ (see its output above)");
}

#[test]
fn each_page_of_the_built_front_end_stays_within_its_weight_budget() {
    let frontend = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../frontend");
    assert!(
        frontend.join("dist/.vite/manifest.json").is_file(),
        "frontend/dist is missing: build without LYCEUM_SKIP_FRONTEND_BUILD so there is a front end to weigh"
    );
    let status = Command::new("node")
        .args(["scripts/weight-budget.mjs"])
        .current_dir(&frontend)
        .status()
        .expect("run node (Node.js is a prerequisite, see README)");
    assert!(status.success(), "the front end is over its weight budget (see the figures above)");
}
