//! The demo school's learner records: an LRN, sex and School Register fields for every student
//! but the last two, whom the forms then list as missing an LRN and sex, as a real school's
//! newly enrolled learners are until the registrar gets their numbers; and the school year
//! before the current one, so past years' forms have learners.

use std::collections::HashMap;

use chrono::{Datelike, NaiveDate};
use diesel::prelude::*;
use lyceum_domain::DayRange;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::grades::settings::ReportCardSettings;
use crate::learners::transfers::{self, Leaving};
use crate::schema::{enrolments, learner_records, levels, school_years, sections, students};
use crate::school_years::{years, CalendarError, SchoolYear};
use crate::seed::DEMO_DOMAIN;
use crate::values::now;

/// Rows per INSERT, below SQLite's limit on bound parameters.
const BATCH: usize = 500;
/// The first six digits of the demo's LRNs: DepEd's school ID of the demo school.
const SCHOOL_ID: &str = "136114";
/// Given names the demo gives boys; every other demo given name is a girl's.
const BOYS: [&str; 12] =
    ["Jose", "Juan", "Miguel", "Pedro", "Andres", "Ramon", "Antonio", "Gabriel", "Rafael", "Paolo", "Marco", "Enrique"];
const MOTHER_TONGUES: [&str; 4] = ["Tagalog", "Tagalog", "Cebuano", "Ilocano"];
const RELIGIONS: [&str; 5] = ["Roman Catholic", "Roman Catholic", "Roman Catholic", "Iglesia ni Cristo", "Islam"];
const MAIDEN_NAMES: [&str; 6] = ["Santos", "Mercado", "Dizon", "Soriano", "Manalo", "Lim"];

/// The demo learner numbered `n` (from the email `student{n}@...`), or none for the demo's
/// students without one.
fn number_of(email: &str) -> Option<usize> {
    email.strip_prefix("student")?.strip_suffix(&format!("@{DEMO_DOMAIN}"))?.parse().ok()
}

/// Records every demo student's learner fields but the last two's, and the demo school's
/// DepEd identity (its school ID, region and division) for the forms' heads; answers how many
/// learners.
pub fn seed_demo_learners(conn: &mut Conn) -> Result<usize, StoreError> {
    let identity = ReportCardSettings {
        school_id: SCHOOL_ID.into(),
        region: "NCR".into(),
        division: "Manila".into(),
        ..crate::grades::settings::read(conn)?
    };
    crate::grades::settings::save(conn, &identity)?;
    let mut all: Vec<(usize, String, String, String)> = students::table
        .select((students::id, students::first_name, students::last_name, students::email))
        .load::<(String, String, String, String)>(conn)?
        .into_iter()
        .filter_map(|(id, first, last, email)| number_of(&email).map(|n| (n, id, first, last)))
        .collect();
    all.sort_unstable_by_key(|(n, ..)| *n);
    let keep = all.len().saturating_sub(2);
    let at = now();
    for chunk in all[..keep].chunks(BATCH) {
        let rows: Vec<_> = chunk
            .iter()
            .map(|(n, id, first, last)| {
                let boy = BOYS.contains(&first.as_str());
                (
                    learner_records::student_id.eq(id.clone()),
                    learner_records::lrn.eq(format!("{SCHOOL_ID}{n:06}")),
                    learner_records::sex.eq(if boy { "M" } else { "F" }),
                    learner_records::mother_tongue.eq(MOTHER_TONGUES[n % MOTHER_TONGUES.len()]),
                    learner_records::religion.eq(RELIGIONS[n % RELIGIONS.len()]),
                    learner_records::ip_group.eq((n % 40 == 7).then_some("Aeta")),
                    learner_records::father_name.eq(format!("{} {last}", BOYS[n % BOYS.len()])),
                    learner_records::mother_name.eq(format!("Teresa {}", MAIDEN_NAMES[n % MAIDEN_NAMES.len()])),
                    learner_records::remarks.eq(None::<String>),
                    learner_records::updated_at.eq(at),
                )
            })
            .collect();
        on_backend!(conn, |c| diesel::insert_into(learner_records::table).values(rows).execute(c))?;
    }
    Ok(keep)
}

/// The school year before `year`, closed, with every current learner above the lowest level
/// enrolled in it one level down (promoted); one learner in fifty instead came this year from
/// another school (transferred in, with their previous general average). Answers how many
/// learners the year before had.
pub fn seed_demo_enrolments(conn: &mut Conn, year: &SchoolYear) -> Result<usize, StoreError> {
    let current = &year.year;
    let back = |day: NaiveDate| day.with_year(day.year() - 1).unwrap_or(day);
    let days = DayRange::new(back(current.first_day), back(current.last_day)).ok_or(StoreError::NotFound)?;
    let name = format!("{}–{}", days.first().year(), days.last().year());
    let before = years::create(conn, &name, days).map_err(|error| match error {
        CalendarError::Store(store) => store,
        _ => StoreError::Duplicate,
    })?;
    diesel::update(school_years::table.find(&before.year.id))
        .set(school_years::closed_at.eq(Some(now())))
        .execute(conn)?;
    // Each section's counterpart one level down: the section at the same place in that level.
    let levels: HashMap<String, String> =
        levels::table.select((levels::name, levels::id)).load(conn)?.into_iter().collect();
    let below: HashMap<String, String> = levels
        .iter()
        .filter_map(|(name, id)| {
            let number: u32 = name.rsplit(' ').next()?.parse().ok()?;
            let lower = levels.get(&format!("Grade {}", number.checked_sub(1)?))?;
            Some((id.clone(), lower.clone()))
        })
        .collect();
    let mut by_level: HashMap<String, Vec<String>> = HashMap::new();
    for (id, level) in sections::table
        .order(sections::name)
        .select((sections::id, sections::level_id))
        .load::<(String, String)>(conn)?
    {
        by_level.entry(level).or_default().push(id);
    }
    let counterpart = |level: &str, section: &str| {
        let place = by_level.get(level)?.iter().position(|id| id == section)?;
        let lower = by_level.get(below.get(level)?)?;
        Some((below[level].clone(), lower.get(place % lower.len())?.clone()))
    };
    let enrolled: Vec<(String, Option<String>, Option<String>, String)> = enrolments::table
        .inner_join(students::table.on(students::id.eq(enrolments::student_id)))
        .filter(enrolments::school_year_id.eq(&current.id))
        .select((enrolments::student_id, enrolments::level_id, enrolments::section_id, students::email))
        .load(conn)?;
    let at = now();
    let mut rows = Vec::new();
    for (id, level, section, email) in enrolled {
        if number_of(&email).is_some_and(|n| n % 50 == 3) {
            diesel::update(enrolments::table.find((&id, &current.id)))
                .set((
                    enrolments::status.eq("transferred_in"),
                    enrolments::other_school.eq("Quezon City Science High School"),
                    enrolments::previous_average.eq(88.5),
                ))
                .execute(conn)?;
            continue;
        }
        let Some((level, section)) = level.zip(section).and_then(|(level, section)| counterpart(&level, &section))
        else {
            continue;
        };
        rows.push((
            enrolments::student_id.eq(id),
            enrolments::school_year_id.eq(before.year.id.clone()),
            enrolments::level_id.eq(Some(level)),
            enrolments::section_id.eq(Some(section)),
            enrolments::enrolled_on.eq(days.first()),
            enrolments::status.eq("promoted"),
            enrolments::updated_at.eq(at),
        ));
    }
    for chunk in rows.chunks(BATCH) {
        on_backend!(conn, |c| diesel::insert_into(enrolments::table).values(chunk).execute(c))?;
    }
    Ok(rows.len())
}

/// The fewest placed learners a demo school has for two of them to have left this year.
pub const DEPARTURES_FROM: usize = 40;

/// Two learners of the demo who left during the current year, both archived since: the
/// third-last numbered learner transferred out ten days before `today` (or the year's first
/// day), the fourth-last dropped out two days before that (illness). Answers how many left:
/// none when the year has not begun, or in a school smaller than [`DEPARTURES_FROM`] placed
/// learners (a small demo keeps every learner it was asked for).
pub fn seed_demo_departures(conn: &mut Conn, year: &SchoolYear, today: NaiveDate) -> Result<usize, StoreError> {
    let current = &year.year;
    let left_on = (today - chrono::Duration::days(10)).max(current.first_day).min(current.last_day);
    if left_on >= today {
        return Ok(0);
    }
    let mut placed: Vec<(usize, String)> = students::table
        .filter(students::section_id.is_not_null())
        .select((students::id, students::email))
        .load::<(String, String)>(conn)?
        .into_iter()
        .filter_map(|(id, email)| Some((number_of(&email)?, id)))
        .collect();
    if placed.len() < DEPARTURES_FROM {
        return Ok(0);
    }
    placed.sort_unstable();
    let leaving: Vec<String> = placed.iter().rev().skip(2).take(2).map(|(_, id)| id.clone()).collect();
    let dropped_on = (left_on - chrono::Duration::days(2)).max(current.first_day);
    let ways = [
        (Leaving::TransferredOut("St. Paul College Pasig".into()), left_on),
        (Leaving::Dropped("b.1".into()), dropped_on),
    ];
    for (id, (how, day)) in leaving.iter().zip(ways) {
        transfers::record_leaving(conn, id, &current.id, day, &how)?;
        transfers::archive_learner(conn, id, &current.name)?;
    }
    Ok(leaving.len())
}
