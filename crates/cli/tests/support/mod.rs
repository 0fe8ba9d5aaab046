//! What the tests that run the real `lyceum` binary share: a temporary folder and a child
//! process, each removed or killed when dropped.

use std::path::PathBuf;
use std::process::Child;

/// A fresh folder under the system's temp dir, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    /// A new folder named `lyceum-{what}-{random}`.
    pub fn new(what: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("lyceum-{what}-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running child process, killed when dropped.
pub struct KillOnDrop(pub Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}
