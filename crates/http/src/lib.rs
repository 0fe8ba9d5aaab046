//! Lyceum's web server: the `/api` routes of the specification, sessions and roles,
//! and the built front end. `main.rs` only calls [`cli::run`].

pub mod app;
pub mod audit;
pub mod auth;
pub mod backup;
pub mod caches;
pub mod class_views;
pub mod cli;
pub mod cluster;
pub mod compression;
pub mod db;
pub mod error;
pub mod imports;
pub mod live;
pub mod metrics;
pub mod routes;
pub mod security;
pub mod settings;
pub mod spa;
pub mod state;
pub mod storage;
pub mod views;

pub use app::Application;
pub use error::ApiError;
pub use settings::Settings;
