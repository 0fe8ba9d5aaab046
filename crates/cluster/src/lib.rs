//! The live channel of several servers on one PostgreSQL database, beside `lyceum-realtime`'s
//! hub of one server: [`ClusterHub`] shares pushes, session endings and presence between the
//! servers through LISTEN/NOTIFY (`hub`), heard by a thread of its own (`listener`).

mod hub;
mod listener;

pub use hub::{ClusterHub, ForgetHook, Forgotten, HubHealth};
