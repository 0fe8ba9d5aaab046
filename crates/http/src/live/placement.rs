//! `sectionChanged`: a student's section changed (placed, moved, taken out, or the section or
//! its whole category deleted, or the student edited by an admin). The student's portal follows
//! it live, as it follows messages: it reads its session and class again, so the Class page and
//! the menu show the new section, or none, without a reload.

use lyceum_realtime::frame;
use serde::Serialize;

use super::children::children_changed;
use crate::db;
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
/// `{"type":"sectionChanged","data":{"sectionID": ...}}`, one frame shared by all of them;
/// their guardians' sockets get `childrenChanged`.
pub async fn students_placed(state: &AppState, students: &[String], section: Option<&str>) {
    if students.is_empty() {
        return;
    }
    state.sessions.forget(&[], students);
    if let Some(cluster) = &state.cluster {
        cluster.forget_everywhere(students, false);
    }
    let receivers: Vec<&str> = students.iter().map(String::as_str).collect();
    state.hub.send_to(&receivers, &frame("sectionChanged", &SectionChanged { sectionID: section }));
    tell_guardians(state, students).await;
}

/// The guardians of `students` read their children again (the class, the teachers they may
/// message): `childrenChanged`. The write has committed; a failed look-up is logged, not answered.
async fn tell_guardians(state: &AppState, students: &[String]) {
    let ids = students.to_vec();
    match db::read(&state.db, move |conn| lyceum_persistence::guardians::lookup::guardians_of(conn, &ids)).await {
        Ok(linked) => {
            let mut guardians: Vec<String> = linked.into_values().flatten().collect();
            guardians.sort();
            guardians.dedup();
            children_changed(state, &guardians);
        }
        Err(error) => tracing::warn!(%error, "the guardians of moved students could not be told"),
    }
}
