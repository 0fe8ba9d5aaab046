//! The class structure, under `/api/admins`, admins only: categories and their levels, sections,
//! subjects, and the subjects' weekly schedules, one file each; what they share is in `shared`.
//! Deletes follow the hierarchy: a category takes its levels, sections, subjects, schedules and
//! files with it.

pub mod categories;
pub mod class_list;
pub mod schedules;
pub mod sections;
pub mod shared;
pub mod subjects;
pub mod transfer;
