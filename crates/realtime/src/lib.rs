//! Lyceum's live channel: who is online, and pushes to every open socket of a user.
//!
//! A user is online while any of their sockets is open (several tabs count once). The hub
//! knows users by id only; the web layer authenticates sockets and forwards frames.

pub mod hub;

pub use hub::{frame, Connection, Frame, Hub, SocketId};
