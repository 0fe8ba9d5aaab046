//! The wire contract: the TypeScript declarations of the API's answers, generated from the Rust
//! types that serialise them, so the front end reads the fields the server writes.
//!
//! [`typescript`] declares every answer type listed in [`answers`] and every type they contain.
//! The front end keeps the result in `frontend/src/types/wire.ts`; a unit test fails when that
//! file differs from what the Rust types declare (`LYCEUM_WRITE_WIRE=1 cargo test --workspace
//! --lib wire` rewrites it), and the front end's type check then fails wherever a renamed or
//! retyped field is still read by its old name or type.

use crate::routes::{admin, attendance, calendar, grades, portal};
use crate::weeks;
use lyceum_school::typescript::Declarations;

/// Where the front end keeps the generated declarations, from the workspace root.
pub const FRONT_END_FILE: &str = "frontend/src/types/wire.ts";

/// Registers every answer type; the types they contain follow by themselves.
fn answers(d: &mut Declarations) {
    // The answer types the use cases define (lyceum_school::wire_types).
    lyceum_school::wire_types::answers(d);
    d.add::<crate::routes::health::HealthView>();
    d.add::<crate::routes::health::ReadyView>();
    d.add::<calendar::CurrentYearView>();
    d.add::<crate::routes::calendar_feed::FeedView>();
    d.add::<admin::default_password::DefaultPasswordView>();
    d.add::<admin::guardian_alert_settings::AlertSettingsView>();
    d.add::<attendance::guardian_alerts::SectionAlertsView>();
    d.add::<portal::guardian_alerts::AlertsView>();
    d.add::<admin::school_years::SchoolYearsView>();
    d.add::<admin::audit_log::EntryView>();
    d.add::<admin::guardian_accounts::ScopeView>();
    d.add::<admin::guardian_accounts::CountsView>();
    d.add::<portal::guardian_home::HomeView>();
    d.add::<portal::guardian_home::GlancesView>();
    d.add::<portal::guardian_home::StudentHomeView>();
    d.add::<portal::teacher_home::TeacherHomeView>();
    d.add::<portal::guardian_alerts::AlertView>();
    // The calendar and the timetable.
    d.add::<calendar::YearJson>();
    d.add::<weeks::TimetableView>();
    // Attendance.
    d.add::<admin::attendance_settings::SettingsView>();
    d.add::<attendance::today::DayView>();
    // Grades.
    d.add::<grades::gradebook::GradebookView<'static>>();
}

/// The generated file: a header, then one declaration per type, alphabetically.
pub fn typescript() -> String {
    let mut declarations = Declarations::default();
    answers(&mut declarations);
    // A page's rows sit under a key each list names, which a Rust type cannot declare.
    declarations.insert("Paged", crate::routes::paging::PAGED_TYPESCRIPT.trim_end());
    declarations.file(
        "// The API's answers, generated from the Rust types that write them (crates/http/src/wire.rs).\n\
         // Do not edit: change the Rust type, then run\n\
         // `LYCEUM_WRITE_WIRE=1 cargo test --workspace --lib wire` to write this file again.\n",
    )
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    #[test]
    fn the_front_end_reads_the_types_the_server_writes() {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..").join(FRONT_END_FILE);
        let generated = typescript();
        if std::env::var_os("LYCEUM_WRITE_WIRE").is_some() {
            std::fs::write(&path, &generated).expect("write the wire types");
            return;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == generated,
            "{FRONT_END_FILE} is stale: a Rust answer type changed. Run `LYCEUM_WRITE_WIRE=1 cargo test --workspace \
             --lib wire`, then fix what the front end's type check reports."
        );
    }

    #[test]
    fn every_answer_is_declared_once_with_its_parts() {
        let generated = typescript();
        for name in ["TeacherView", "ParentGuardianView", "LessonView", "GradeBand", "Role"] {
            assert_eq!(generated.matches(&format!("export type {name} ")).count(), 1, "{name} in:\n{generated}");
        }
        // Integers are numbers, absent values null.
        assert!(generated.contains("unread: number"), "{generated}");
        assert!(generated.contains("middle_name: string | null"), "{generated}");
    }
}
