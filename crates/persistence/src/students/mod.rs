//! Student accounts: a student's profile with where they are placed, the paged and searched
//! list, writes, and section membership. A student's category, level and section always
//! agree: they are set and cleared together.

pub mod archive;
pub(crate) mod membership;
pub(crate) mod profile;
pub(crate) mod write;

pub use membership::{add_to_section, ids_in_section, move_to_section, remove_from_section};
pub use profile::{by_id, find, in_section, list, StudentFilter, StudentPage, StudentProfile};
pub use write::{
    create, delete_many, insert_many, placement, update, update_image, Placement, StudentWriteError, NOT_OF_CATEGORY,
    NOT_OF_LEVEL,
};
