//! Rebuilds the crate when a migration is added or changed: they are embedded at compile time.

fn main() {
    println!("cargo:rerun-if-changed=../../migrations");
}
