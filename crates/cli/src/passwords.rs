//! The `--bcrypt-cost` option of every command that hashes a password.

use clap::Args;

use lyceum_school::passwords::DEFAULT_BCRYPT_COST;

/// How costly the password hashes a command writes are.
#[derive(Debug, Args)]
pub(super) struct BcryptArgs {
    /// bcrypt cost of new password hashes (4 to 31). Each step doubles the time a sign-in takes:
    /// the default, 12, is about a quarter of a second; tests and load runs use 4.
    #[arg(long = "bcrypt-cost", visible_alias = "password-cost", env = "LYCEUM_BCRYPT_COST",
          default_value_t = DEFAULT_BCRYPT_COST, value_parser = clap::value_parser!(u32).range(4..=31))]
    pub(super) cost: u32,
}
