//! The front end's checks, run by `cargo test` in one test binary so that they overlap: the
//! type check, ESLint and the Vitest suite; the built front end's weight budget; and the browser
//! tests, Chromium driven by playwright-core through every portal of the real `lyceum` binary on
//! a free port with a temporary database (see `frontend/e2e/`), two files at a time.
//!
//! The checks run at a lower priority than the browser tests: they wait on nothing but the CPU,
//! while a browser test's focus and screen checks wait on the page, and beside checks at the
//! same priority two files at a time made those flaky.

use std::path::PathBuf;
use std::process::Command;

fn frontend() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../frontend")
}

#[test]
fn the_front_end_type_checks_lints_clean_and_passes_its_unit_tests() {
    let frontend = frontend();
    assert!(
        frontend.join("node_modules").is_dir(),
        "frontend/node_modules is missing: build once without LYCEUM_SKIP_FRONTEND_BUILD (or run `npm ci` in frontend/)"
    );
    let status = Command::new("nice")
        .args(["-n", "10", "npm", "run", "check"])
        .current_dir(&frontend)
        .env("CI", "true")
        .status()
        .expect("run npm through nice (Node.js is a prerequisite, see README)");
    assert!(status.success(), "`npm run check` failed in frontend/ (see its output above)");
}

#[test]
fn each_page_of_the_built_front_end_stays_within_its_weight_budget() {
    let frontend = frontend();
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

#[test]
fn each_portal_works_in_a_real_browser() {
    let frontend = frontend();
    assert!(
        frontend.join("dist/index.html").is_file(),
        "frontend/dist is missing: build without LYCEUM_SKIP_FRONTEND_BUILD so the server has a UI to test"
    );
    // Chromium's headless shell when it is installed: the same engine without the desktop
    // browser around it, a third less time per test file.
    let chrome = std::env::var("CHROME_PATH").unwrap_or_else(|_| {
        let shell = "/usr/bin/chromium-headless-shell";
        if PathBuf::from(shell).is_file() { shell } else { "/usr/bin/chromium" }.into()
    });
    assert!(
        PathBuf::from(&chrome).is_file(),
        "Chromium not found at {chrome}: install it (apt-get install chromium-headless-shell) or set CHROME_PATH"
    );
    let status = Command::new("node")
        .args(["e2e/run.mjs"])
        .current_dir(&frontend)
        .env("LYCEUM_BIN", env!("CARGO_BIN_EXE_lyceum"))
        .env("CHROME_PATH", &chrome)
        .status()
        .expect("run node (Node.js is a prerequisite, see README)");
    assert!(status.success(), "browser tests failed (see their output above)");
}
