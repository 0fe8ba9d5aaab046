//! Every statement written as SQL rather than with diesel's query builder, each with the
//! reason it is hand-written. The rest of the crate builds its queries with diesel; a module
//! here only says what is sent, and the entity modules send it and read the rows.

pub(crate) mod backup;
pub(crate) mod connection;
pub(crate) mod hub;
pub(crate) mod id_set;
pub(crate) mod lists;
pub(crate) mod messages;
pub(crate) mod prepared;
