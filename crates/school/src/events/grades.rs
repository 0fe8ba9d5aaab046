//! A term's grades published: each student with a new grade is told (kind `grades`, title
//! `Grades published`, the term's name, a link to their Grades screen), stored and pushed live
//! once the publication committed; so is each of their guardians (`events::guardians`).

use lyceum_domain::Role;
use lyceum_persistence::notifications::{NewNotification, Recipient};

use super::notifications::notify_later;
use super::outlets::Outlets;

/// Where a student's published grades are.
const GRADES_LINK: &str = "/student/grades";

/// Tells `students` that their grades of the term `term_name` are published.
pub fn grades_published(outlets: &Outlets, students: &[String], term_name: &str) {
    tracing::info!(students = students.len(), term = term_name, "grades published");
    if students.is_empty() {
        return;
    }
    super::guardians::grades_published_to_guardians(outlets, students, term_name);
    let (students, term_name) = (students.to_vec(), term_name.to_owned());
    notify_later(outlets, "grades published", move |_conn| {
        Ok(students
            .into_iter()
            .map(|id| NewNotification {
                recipient: Recipient { role: Role::Student, id },
                kind: "grades",
                title: "Grades published".into(),
                body: term_name.clone(),
                link: Some(GRADES_LINK.into()),
            })
            .collect())
    });
}
