//! Lyceum's live channel: who is online, and pushes to every open socket of a user.
//!
//! A user is online while any of their sockets is open (several tabs count once), and a socket
//! lasts no longer than the session it was opened with. The web layer talks to the [`Hub`]
//! trait; [`LocalHub`] serves one server instance. The hub knows users and sessions by opaque
//! keys only; the web layer authenticates sockets and forwards frames.

pub mod cap;
mod frame;
pub mod hub;
mod presence;
pub mod queue;

pub use frame::{frame, Frame};
pub use hub::{Connection, Ended, Hub, LocalHub, Push, SocketId};
