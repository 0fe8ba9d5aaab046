//! The `lyceum` command.

fn main() -> std::process::ExitCode {
    lyceum_http::allocator::bound_arenas();
    lyceum_http::cli::run()
}
