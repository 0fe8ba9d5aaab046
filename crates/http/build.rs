//! Builds the front end (`frontend/dist`) whenever its sources change, so a fresh clone needs
//! only `cargo run --release`. Set `LYCEUM_SKIP_FRONTEND_BUILD=1` to skip (the server then
//! serves whatever `frontend/dist` holds, or only the API).

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=LYCEUM_SKIP_FRONTEND_BUILD");
    if std::env::var_os("LYCEUM_SKIP_FRONTEND_BUILD").is_some_and(|v| !v.is_empty() && v != "0") {
        return;
    }
    let frontend = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("set by cargo")).join("../../frontend");
    for input in [
        "src",
        "public",
        "index.html",
        "package.json",
        "package-lock.json",
        "vite.config.ts",
        "tsconfig.json",
        "tsconfig.app.json",
        "tsconfig.node.json",
    ] {
        println!("cargo:rerun-if-changed={}", frontend.join(input).display());
    }

    if !has_npm() {
        if frontend.join("dist/index.html").is_file() {
            println!("cargo:warning=npm not found: serving the front end built earlier");
            return;
        }
        panic!("Node.js and npm are needed to build the front end (see README), or set LYCEUM_SKIP_FRONTEND_BUILD=1");
    }
    if needs_install(&frontend) {
        // `npm ci` installs exactly the committed lock file and never rewrites it, so a build
        // leaves the tree clean and the next build sees no changed input.
        npm(&frontend, &["ci", "--no-audit", "--no-fund"]);
    }
    npm(&frontend, &["run", "build"]);
}

fn has_npm() -> bool {
    Command::new("npm").arg("--version").output().is_ok_and(|out| out.status.success())
}

/// True when `node_modules` is missing or older than the lock file.
fn needs_install(frontend: &Path) -> bool {
    let modified = |path: PathBuf| std::fs::metadata(path).and_then(|m| m.modified()).ok();
    match (modified(frontend.join("node_modules/.package-lock.json")), modified(frontend.join("package-lock.json"))) {
        (Some(installed), Some(locked)) => installed < locked,
        _ => true,
    }
}

fn npm(dir: &Path, args: &[&str]) {
    let output = Command::new("npm").args(args).current_dir(dir).output().expect("run npm");
    if !output.status.success() {
        for line in
            String::from_utf8_lossy(&output.stdout).lines().chain(String::from_utf8_lossy(&output.stderr).lines())
        {
            println!("cargo:warning={line}");
        }
        panic!("`npm {}` failed in {}", args.join(" "), dir.display());
    }
}
