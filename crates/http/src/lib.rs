//! Lyceum's web server: the `/api` routes, sessions and roles, uploads, the live channel and the
//! built front end. The `lyceum` command (`crates/cli`) sets up the allocator ([`allocator`])
//! and runs it ([`Application`]).
//!
//! The modules stand on floors, and each uses only modules on the floors below it, so the
//! imports form no circle:
//!
//! 1. Knowing no other module of the crate: `allocator`, `error`, `settings`, `spa` and
//!    `auth::caller` (who is calling, as plain types). Below this crate, crates of their own:
//!    the use cases (`lyceum-school`: the writes with their audit entries, the JSON shapes of
//!    the answers, the events after a write and their mail, the audit log's writer, uploads as
//!    kept, the background jobs), the documents (`lyceum-documents`) and the live hub of
//!    several servers (`lyceum-cluster`).
//! 2. Built on those: `db`, `metrics`, `audit` (the caller as an entry's actor), `caches`,
//!    `compression` and `auth::passwords`.
//! 3. `state`: `AppState` holds the database, the settings and the pieces of floor 2, and knows
//!    nothing above it.
//! 4. What needs the whole state: `auth::session` and `auth::throttle` (reading the caller's
//!    session, the sign-in throttle), `security` (headers, and the cross-site guard, which
//!    reads `--trust-proxy-headers`), `storage` (uploads received), `live` (the live channel)
//!    and `weeks` (the timetables' weeks, kept).
//! 5. `routes`: the shared `routes::forms` and `routes::paging`, the route files, and
//!    `routes/mod.rs`, which registers them.
//! 6. `app` builds and runs the server; `wire` (in test builds only) declares the answers of
//!    every floor to the front end, in TypeScript.
#![warn(missing_docs)]

pub mod allocator;
pub mod app;
pub mod audit;
pub mod auth;
pub mod caches;
pub mod compression;
pub mod db;
pub mod error;
pub mod live;
pub mod metrics;
pub mod routes;
pub mod security;
pub mod settings;
pub mod spa;
pub mod state;
pub mod storage;
pub mod weeks;
/// The SMTP server's settings, as the server is set up with them.
pub use lyceum_school::smtp;
#[cfg(test)]
mod wire;

pub use app::Application;
pub use error::ApiError;
pub use settings::Settings;
