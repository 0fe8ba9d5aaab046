//! Teacher accounts: a teacher's profile with the sections they advise and the subjects they
//! teach, the paged and searched list, and writes.

pub(crate) mod profile;
pub(crate) mod write;

pub use profile::{
    find_profile, list_profiles, page, search_people, Teacher, TeacherFilter, TeacherOrder, TeacherPage, TeacherProfile,
};
pub use write::{create, delete_many, insert_many, update, update_contact, TeacherWriteError};
