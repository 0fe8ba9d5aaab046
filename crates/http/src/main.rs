//! The `lyceum` command.
#![forbid(unsafe_code)]

fn main() -> std::process::ExitCode {
    lyceum_http::cli::run()
}
