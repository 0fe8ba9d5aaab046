//! Browser tests: Chromium, driven by playwright-core, through every portal of the real
//! `lyceum` binary on a free port with a temporary database (see `frontend/e2e/`).

use std::path::PathBuf;
use std::process::Command;

#[test]
fn each_portal_works_in_a_real_browser() {
    let frontend = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../frontend");
    assert!(
        frontend.join("dist/index.html").is_file(),
        "frontend/dist is missing: build without LYCEUM_SKIP_FRONTEND_BUILD so the server has a UI to test"
    );
    let chrome = std::env::var("CHROME_PATH").unwrap_or_else(|_| "/usr/bin/chromium".into());
    assert!(
        PathBuf::from(&chrome).is_file(),
        "Chromium not found at {chrome}: install it (apt-get install chromium) or set CHROME_PATH"
    );
    let status = Command::new("node")
        // A browser step that never settles fails its test after three minutes instead of
        // stalling the run.
        .args(["--test", "--test-concurrency=1", "--test-timeout=180000", "e2e/"])
        .current_dir(&frontend)
        .env("LYCEUM_BIN", env!("CARGO_BIN_EXE_lyceum"))
        .env("CHROME_PATH", &chrome)
        .status()
        .expect("run node (Node.js is a prerequisite, see README)");
    assert!(status.success(), "browser tests failed (see their output above)");
}
