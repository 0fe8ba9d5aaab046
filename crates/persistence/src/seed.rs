//! A demo school: categories, levels, sections with advisers, subjects with schedules,
//! teachers and students, for trying Lyceum out and for measuring it at scale.

use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::ClockTime;

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::schema::{
    categories, levels, messages, news, newsletters, schedules, sections, students, subjects, teachers,
};
use crate::values::{new_id, now};

/// How big a demo school to make.
#[derive(Debug, Clone)]
pub struct DemoPlan {
    /// Number of teachers (`teacher1@demo.lyceum.test`, ...).
    pub teachers: usize,
    /// Number of students (`student1@demo.lyceum.test`, ...).
    pub students: usize,
    /// How many of the students, the last ones, have no section (for the add-student picker).
    pub unplaced: usize,
    /// Number of sections, spread over the levels.
    pub sections: usize,
    /// Each subject meets every school day at its period (a real school's week); otherwise once
    /// a week (the benchmarks' school). Daily lessons need no more sections than teachers, so
    /// that no teacher is booked twice at once.
    pub daily_lessons: bool,
    /// bcrypt hash of the password every demo account signs in with.
    pub password_hash: String,
}

/// What the seed made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DemoSummary {
    /// Teachers made.
    pub teachers: usize,
    /// Students made.
    pub students: usize,
    /// Students made without a section.
    pub unplaced: usize,
    /// Sections made.
    pub sections: usize,
    /// Subjects made.
    pub subjects: usize,
}

/// Email domain of every demo account.
pub const DEMO_DOMAIN: &str = "demo.lyceum.test";

/// Given and family names of the demo's people. The first twelve and ten are the ones the
/// documented accounts have (teacher 1 Maria Santos, student 2 Rosa Torres, ...).
const FIRST_NAMES: [&str; 24] = [
    "Maria", "Jose", "Ana", "Juan", "Carmen", "Miguel", "Rosa", "Pedro", "Elena", "Andres", "Lucia", "Ramon", "Isabel",
    "Antonio", "Teresa", "Gabriel", "Sofia", "Rafael", "Camille", "Paolo", "Bea", "Marco", "Nicole", "Enrique",
];
const LAST_NAMES: [&str; 24] = [
    "Santos",
    "Reyes",
    "Cruz",
    "Bautista",
    "Garcia",
    "Mendoza",
    "Torres",
    "Flores",
    "Villanueva",
    "Ramos",
    "Aquino",
    "Castillo",
    "Domingo",
    "Fernandez",
    "Gonzales",
    "Lopez",
    "Navarro",
    "Ocampo",
    "Pascual",
    "Quizon",
    "Salazar",
    "Tolentino",
    "Valdez",
    "Zamora",
];
const LEVELS: [(&str, &str); 6] = [
    ("Junior High School", "Grade 7"),
    ("Junior High School", "Grade 8"),
    ("Junior High School", "Grade 9"),
    ("Junior High School", "Grade 10"),
    ("Senior High School", "Grade 11"),
    ("Senior High School", "Grade 12"),
];
const SECTION_NAMES: [&str; 8] =
    ["Rizal", "Bonifacio", "Mabini", "Luna", "Silang", "Aguinaldo", "Jacinto", "Del Pilar"];
const SUBJECTS: [&str; 5] = ["Mathematics", "Science", "English", "Filipino", "Araling Panlipunan"];
const DAYS: [&str; 5] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
/// Rows per INSERT, below SQLite's limit on bound parameters.
const BATCH: usize = 500;

/// True when the database holds no school data yet: no teachers, students, classes, news,
/// newsletters or messages. Administrators do not count: the first one is made before seeding.
pub fn is_empty(conn: &mut Conn) -> Result<bool, StoreError> {
    let counts: [i64; 6] = [
        teachers::table.count().get_result(conn)?,
        students::table.count().get_result(conn)?,
        categories::table.count().get_result(conn)?,
        news::table.count().get_result(conn)?,
        newsletters::table.count().get_result(conn)?,
        messages::table.count().get_result(conn)?,
    ];
    Ok(counts.iter().all(|&count| count == 0))
}

/// The demo name of the `n`th (1-based) teacher: teacher 1 is Maria Santos.
pub fn demo_name(role_offset: usize, n: usize) -> (String, String) {
    let i = n - 1 + role_offset;
    (FIRST_NAMES[i % 12].into(), LAST_NAMES[(i / 12 + i) % 10].into())
}

/// The demo name of the student at `place` (0-based) among the students of the section
/// numbered `section`: student 1 (the first of the first section) is Juan Dela Cruz. No two
/// students of a section share a name while it has fewer than 576 (24 × 24) of them.
pub fn student_name(section: usize, place: usize) -> (String, String) {
    if section == 0 && place == 0 {
        return ("Juan".into(), "Dela Cruz".into());
    }
    // The given name runs through the list with the place; the family name moves on each time
    // the given names come round again, so each pair comes once a section.
    let i = place + 5;
    let first = FIRST_NAMES[(section + i) % FIRST_NAMES.len()];
    let last = LAST_NAMES[(i + 7 * section + place / FIRST_NAMES.len()) % LAST_NAMES.len()];
    (first.into(), last.into())
}

/// Fills the database with a demo school, all in one transaction. The last `plan.unplaced`
/// students (every one, when there are no sections) get no section.
pub fn seed_demo(conn: &mut Conn, plan: &DemoPlan) -> Result<DemoSummary, StoreError> {
    transaction(conn, |conn| {
        let created = now();
        let teacher_ids = insert_teachers(conn, plan, created)?;
        let (section_ids, subjects) = insert_classes(conn, plan, &teacher_ids, created)?;
        let unplaced = insert_students(conn, plan, &section_ids, created)?;
        Ok(DemoSummary {
            teachers: teacher_ids.len(),
            students: plan.students,
            unplaced,
            sections: section_ids.len(),
            subjects,
        })
    })
}

fn insert_teachers(
    conn: &mut Conn,
    plan: &DemoPlan,
    created: chrono::NaiveDateTime,
) -> Result<Vec<String>, StoreError> {
    let ids: Vec<String> = (0..plan.teachers).map(|_| new_id()).collect();
    let birthdate = NaiveDate::from_ymd_opt(1985, 3, 7).expect("valid date");
    for chunk in (1..=plan.teachers).collect::<Vec<_>>().chunks(BATCH) {
        let rows: Vec<_> = chunk
            .iter()
            .map(|&n| {
                let (first, last) = demo_name(0, n);
                (
                    teachers::id.eq(ids[n - 1].clone()),
                    teachers::first_name.eq(first),
                    teachers::middle_name.eq(None::<String>),
                    teachers::last_name.eq(last),
                    teachers::phone.eq(format!("0917{n:07}")),
                    teachers::email.eq(format!("teacher{n}@{DEMO_DOMAIN}")),
                    teachers::password_hash.eq(plan.password_hash.clone()),
                    teachers::must_change_password.eq(false),
                    teachers::image.eq(None::<String>),
                    teachers::birthdate.eq(birthdate),
                    teachers::address.eq(format!("{n} Mabini Street, Quezon City")),
                    (
                        teachers::zoom_link.eq(None::<String>),
                        teachers::zoom_id.eq(None::<String>),
                        teachers::zoom_password.eq(None::<String>),
                        teachers::created_at.eq(created),
                        teachers::updated_at.eq(created),
                    ),
                )
            })
            .collect();
        on_backend!(conn, |c| diesel::insert_into(teachers::table).values(rows).execute(c))?;
    }
    Ok(ids)
}

/// Makes the categories, levels, sections, subjects and schedules; gives each section an
/// adviser and each subject a teacher, taking teachers in turn.
fn insert_classes(
    conn: &mut Conn,
    plan: &DemoPlan,
    teacher_ids: &[String],
    created: chrono::NaiveDateTime,
) -> Result<(Vec<String>, usize), StoreError> {
    let mut category_ids: Vec<(&str, String)> = Vec::new();
    let mut level_ids = Vec::new();
    for (category, level) in LEVELS {
        let category_id = match category_ids.iter().find(|(name, _)| *name == category) {
            Some((_, id)) => id.clone(),
            None => {
                let id = new_id();
                diesel::insert_into(categories::table)
                    .values((categories::id.eq(&id), categories::name.eq(category), categories::created_at.eq(created)))
                    .execute(conn)?;
                category_ids.push((category, id.clone()));
                id
            }
        };
        let level_id = new_id();
        diesel::insert_into(levels::table)
            .values((
                levels::id.eq(&level_id),
                levels::category_id.eq(&category_id),
                levels::name.eq(level),
                levels::created_at.eq(created),
            ))
            .execute(conn)?;
        level_ids.push(level_id);
    }
    let teacher = |i: usize| teacher_ids.get(i % teacher_ids.len().max(1)).cloned();
    let mut section_ids = Vec::with_capacity(plan.sections);
    let mut subject_count = 0;
    for s in 0..plan.sections {
        let section_id = new_id();
        let name = match s / LEVELS.len() {
            round if round < SECTION_NAMES.len() => SECTION_NAMES[round].to_owned(),
            round => format!("Section {}", round + 1),
        };
        diesel::insert_into(sections::table)
            .values((
                sections::id.eq(&section_id),
                sections::level_id.eq(&level_ids[s % LEVELS.len()]),
                sections::name.eq(name),
                sections::adviser_id.eq(teacher(s)),
                sections::created_at.eq(created),
            ))
            .execute(conn)?;
        for (k, subject) in SUBJECTS.iter().enumerate() {
            let subject_id = new_id();
            diesel::insert_into(subjects::table)
                .values((
                    subjects::id.eq(&subject_id),
                    subjects::section_id.eq(&section_id),
                    subjects::name.eq(*subject),
                    subjects::teacher_id.eq(teacher(s + k)),
                    subjects::created_at.eq(created),
                ))
                .execute(conn)?;
            let (start, end) = period(k);
            // Daily: at period k every school day; weekly: once, on a day turning with the section.
            let days: Vec<&str> = if plan.daily_lessons { DAYS.to_vec() } else { vec![DAYS[(s + k) % DAYS.len()]] };
            for day in days {
                diesel::insert_into(schedules::table)
                    .values((
                        schedules::id.eq(new_id()),
                        schedules::subject_id.eq(&subject_id),
                        schedules::day.eq(day),
                        schedules::start_time.eq(&start),
                        schedules::end_time.eq(&end),
                        schedules::created_at.eq(created),
                    ))
                    .execute(conn)?;
            }
            subject_count += 1;
        }
        section_ids.push(section_id);
    }
    Ok((section_ids, subject_count))
}

/// The school day's 50-minute periods, from 07:30 AM.
const FIRST_PERIOD_MINUTES: u16 = 7 * 60 + 30;
const PERIOD_MINUTES: u16 = 50;

/// The `k`th period of the day as the schedule stores it: period 0 is `07:30 AM`–`08:20 AM`,
/// period 1 `08:20 AM`–`09:10 AM`, and so on.
fn period(k: usize) -> (String, String) {
    let start = FIRST_PERIOD_MINUTES + PERIOD_MINUTES * k as u16;
    let at = |minutes| ClockTime::from_minutes(minutes).map(ClockTime::to_text).unwrap_or_default();
    (at(start), at(start + PERIOD_MINUTES))
}

fn insert_students(
    conn: &mut Conn,
    plan: &DemoPlan,
    section_ids: &[String],
    created: chrono::NaiveDateTime,
) -> Result<usize, StoreError> {
    // The placement (category, level) of each section, so students carry all three ids; in the
    // order the sections were made, so student1 always lands in the first section.
    let mut found: std::collections::HashMap<String, (String, String)> = sections::table
        .inner_join(crate::schema::levels::table)
        .filter(sections::id.eq_any(section_ids))
        .select((sections::id, levels::id, levels::category_id))
        .load::<(String, String, String)>(conn)?
        .into_iter()
        .map(|(section, level, category)| (section, (category, level)))
        .collect();
    let placements: Vec<(String, String, String)> = section_ids
        .iter()
        .filter_map(|section| found.remove(section).map(|(category, level)| (category, level, section.clone())))
        .collect();
    let birthdate = NaiveDate::from_ymd_opt(2010, 6, 15).expect("valid date");
    // The last `unplaced` students get no section, so student1 keeps the first one.
    let placed = plan.students.saturating_sub(plan.unplaced);
    for chunk in (1..=plan.students).collect::<Vec<_>>().chunks(BATCH) {
        let rows: Vec<_> = chunk
            .iter()
            .map(|&n| {
                let placement =
                    (!placements.is_empty() && n <= placed).then(|| placements[(n - 1) % placements.len()].clone());
                // Placed students go round the sections; those without one are a group of their
                // own (the whole school when there are no sections, student 1 still Juan).
                let (first, last) = if placement.is_some() {
                    student_name((n - 1) % placements.len(), (n - 1) / placements.len())
                } else if placements.is_empty() {
                    student_name(0, n - 1)
                } else {
                    student_name(placements.len(), n - 1 - placed)
                };
                let (category, level, section) = match placement {
                    Some((c, l, s)) => (Some(c), Some(l), Some(s)),
                    None => (None, None, None),
                };
                (
                    students::id.eq(new_id()),
                    students::first_name.eq(first),
                    students::middle_name.eq(None::<String>),
                    students::last_name.eq(last.clone()),
                    students::email.eq(format!("student{n}@{DEMO_DOMAIN}")),
                    students::password_hash.eq(plan.password_hash.clone()),
                    students::must_change_password.eq(false),
                    students::address.eq(format!("{n} Rizal Avenue, Manila")),
                    students::image.eq(None::<String>),
                    students::birthdate.eq(birthdate),
                    (
                        students::category_id.eq(category),
                        students::level_id.eq(level),
                        students::section_id.eq(section),
                    ),
                    (
                        students::parent_first_name.eq("Teresa"),
                        students::parent_middle_name.eq(None::<String>),
                        students::parent_last_name.eq(last),
                        students::parent_relationship.eq("Mother"),
                        students::parent_email.eq(format!("parent{n}@{DEMO_DOMAIN}")),
                        students::parent_phone.eq(format!("0918{n:07}")),
                        students::created_at.eq(created),
                        students::updated_at.eq(created),
                    ),
                )
            })
            .collect();
        on_backend!(conn, |c| diesel::insert_into(students::table).values(rows).execute(c))?;
    }
    Ok(if placements.is_empty() { plan.students } else { plan.students - placed })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_demo_accounts_have_the_documented_names() {
        assert_eq!(demo_name(0, 1), ("Maria".into(), "Santos".into()));
        assert_eq!(demo_name(0, 2), ("Jose".into(), "Reyes".into()));
        assert_eq!(student_name(0, 0), ("Juan".into(), "Dela Cruz".into()));
        assert_eq!(student_name(0, 1), ("Rosa".into(), "Torres".into()));
    }

    #[test]
    fn no_two_students_of_a_section_share_a_name() {
        for section in [0, 1, 5, 23, 24, 2399] {
            let names: std::collections::HashSet<_> = (0..576).map(|place| student_name(section, place)).collect();
            assert_eq!(names.len(), 576, "section {section}");
        }
    }

    #[test]
    fn periods_run_fifty_minutes_back_to_back_from_half_past_seven() {
        assert_eq!(period(0), ("07:30 AM".into(), "08:20 AM".into()));
        assert_eq!(period(1), ("08:20 AM".into(), "09:10 AM".into()));
        assert_eq!(period(4), ("10:50 AM".into(), "11:40 AM".into()));
        assert_eq!(period(6), ("12:30 PM".into(), "01:20 PM".into()));
    }
}
