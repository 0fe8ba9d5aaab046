//! Classwork returned: each student whose work went back is told (kind `classwork`, title `Work
//! returned`, the piece's title, a link to their Classwork screen), stored and pushed live once
//! the return committed.

use lyceum_domain::Role;
use lyceum_persistence::notifications::{NewNotification, Recipient};

use super::notifications::notify_later;
use super::outlets::Outlets;

/// Where a student's classwork is.
const CLASSWORK_LINK: &str = "/student/classwork";

/// Tells `students` that their work on `title` was returned.
pub fn work_returned(outlets: &Outlets, students: &[String], title: &str) {
    tracing::info!(students = students.len(), "classwork returned");
    if students.is_empty() {
        return;
    }
    let (students, title) = (students.to_vec(), title.to_owned());
    notify_later(outlets, "classwork returned", move |_conn| {
        Ok(students
            .into_iter()
            .map(|id| NewNotification {
                recipient: Recipient { role: Role::Student, id },
                kind: "classwork",
                title: "Work returned".into(),
                body: title.clone(),
                link: Some(CLASSWORK_LINK.into()),
            })
            .collect())
    });
}
