//! `sectionChanged`: a student's section changed (placed, moved, taken out, or the section or
//! its whole category deleted, or the student edited by an admin). The student's portal follows
//! it live, as it follows messages: it reads its session and class again, so the Class page and
//! the menu show the new section, or none, without a reload.

use lyceum_realtime::frame;
use serde::Serialize;

use crate::state::AppState;

/// What a `sectionChanged` frame carries: the section the students are in now, or none.
#[derive(Serialize)]
#[allow(non_snake_case)]
struct SectionChanged<'a> {
    sectionID: Option<&'a str>,
}

/// Announces, after the write committed, that `students` are now in `section` (`None`: in no
/// section). Their cached sessions are forgotten here and on every other server, so the next
/// `GET /api/session` reads the new placement, and every socket of theirs, on every server, gets
/// `{"type":"sectionChanged","data":{"sectionID": ...}}`, one frame shared by all of them.
pub fn students_placed(state: &AppState, students: &[String], section: Option<&str>) {
    if students.is_empty() {
        return;
    }
    state.sessions.forget(&[], students);
    if let Some(cluster) = &state.cluster {
        cluster.forget_everywhere(students, false);
    }
    let receivers: Vec<&str> = students.iter().map(String::as_str).collect();
    state.hub.send_to(&receivers, &frame("sectionChanged", &SectionChanged { sectionID: section }));
}
