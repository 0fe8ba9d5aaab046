//! The portals' own calls: `/api/students/*` for the signed-in student, `/api/teachers/*` for
//! the signed-in teacher, `/api/guardians/*` for the signed-in guardian. Each file is one portal's table and handlers; what a student or
//! teacher account holds is managed by the administrators' routes instead (`admin`).

pub mod child_access;
pub mod classwork;
pub mod guardian;
pub mod guardian_alerts;
pub mod guardian_child;
pub mod guardian_home;
pub mod student;
pub mod teacher;
pub mod teacher_home;
