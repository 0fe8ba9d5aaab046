//! Learners who leave during the year (transferred out, dropped) or come in from another school,
//! recorded on the current year's enrolment while it is open; and the archive of those who have
//! left, the day after they left ([`archive_departed`], also run every hour by the server).

use std::time::Duration;

use chrono::NaiveDate;
use lyceum_domain::enrolment::{self, EnrolmentStatus};
use lyceum_domain::ValidationError;
use lyceum_persistence::learners::enrolments::{self as enrolment_rows, NamedEnrolment};
use lyceum_persistence::learners::transfers::{self, Leaving, OpenYear};
use lyceum_persistence::{students, Conn, Database};
use serde::Deserialize;

use crate::audit::{audited, Actor, Entry};
use crate::blocking;
use crate::Refusal;

/// What a transfer, drop-out or transfer in is recorded from, as sent: `studentID` and the
/// fields of the kind (`date` and `school` out, `date` and `reason` dropped, `school` and
/// `average` in).
#[derive(Debug, Default, Deserialize)]
#[allow(non_snake_case)]
pub struct TransferAsked {
    /// The learner.
    #[serde(default)]
    pub studentID: String,
    /// `YYYY-MM-DD`.
    #[serde(default)]
    pub date: String,
    /// The receiving or the previous school.
    #[serde(default)]
    pub school: String,
    /// DepEd's reason code for dropping out.
    #[serde(default)]
    pub reason: String,
    /// The general average brought from the previous school.
    #[serde(default)]
    pub average: Option<f64>,
}

/// Which of the three is recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Transfer {
    /// 'Transfer out'.
    Out,
    /// 'Drop'.
    Dropped,
    /// 'Transfer in'.
    In,
}

/// Records `kind` for the learner `asked` names, logged by `actor`; `today` decides whether a
/// learner who left is archived at once.
pub fn record(
    conn: &mut Conn,
    actor: &Actor,
    kind: Transfer,
    asked: &TransferAsked,
    today: NaiveDate,
) -> Result<Recorded, Refusal> {
    let student = lyceum_domain::Id::parse(&asked.studentID)
        .ok_or_else(|| Refusal::NotFound("This student does not exist.".into()))?;
    let student = student.as_str();
    match kind {
        Transfer::Out => transfer_out(conn, actor, (student, &asked.date, &asked.school), today),
        Transfer::Dropped => drop_out(conn, actor, (student, &asked.date, &asked.reason), today),
        Transfer::In => {
            let enrolment = transfer_in(conn, actor, (student, &asked.school), asked.average)?;
            Ok(Recorded { enrolment, archived: false, ended_sessions: Vec::new() })
        }
    }
}

/// What a recorded transfer or drop-out leaves: the enrolment, and whether the learner went to
/// the archive at once (with the sessions that ended).
#[derive(Debug)]
pub struct Recorded {
    /// The learner's enrolment of the year, as it now stands.
    pub enrolment: NamedEnrolment,
    /// True when the day they left is already over and they were archived.
    pub archived: bool,
    /// The archived learner's ended sessions' token hashes.
    pub ended_sessions: Vec<String>,
}

/// The open current year and the learner's enrolment in it, with their name; refused when
/// there is no such student, no open year or no enrolment in it.
fn enrolled(conn: &mut Conn, student_id: &str) -> Result<(OpenYear, NamedEnrolment, String), Refusal> {
    let student =
        students::find(conn, student_id)?.ok_or_else(|| Refusal::NotFound("This student does not exist.".into()))?;
    let name = format!("{} {}", student.first_name, student.last_name);
    let year = transfers::open_year(conn)?.ok_or_else(|| {
        Refusal::BadRequest(
            "There is no open school year: transfers and drop-outs are recorded in the current school year while it is open."
                .into(),
        )
    })?;
    let found = enrolment_rows::of_student(conn, student_id)?
        .into_iter()
        .find(|named| named.enrolment.school_year_id == year.0)
        .ok_or_else(|| {
            Refusal::BadRequest(format!("{name} is not enrolled this school year: place them in a section first."))
        })?;
    let status = found.enrolment.status();
    if !status.is_current() {
        let on = found.enrolment.status_on.map(|day| format!(" on {day}")).unwrap_or_default();
        return Err(Refusal::Conflict {
            message: format!("{name} has already left: {}{on}.", status.label().to_lowercase()),
            field: None,
        });
    }
    Ok((year, found, name))
}

/// The enrolment of `student_id` in `year_id` read back after a change.
fn read_back(conn: &mut Conn, student_id: &str, year_id: &str) -> Result<NamedEnrolment, Refusal> {
    enrolment_rows::of_student(conn, student_id)?
        .into_iter()
        .find(|named| named.enrolment.school_year_id == year_id)
        .ok_or_else(|| Refusal::NotFound("This student does not exist.".into()))
}

/// Records that `student_id` leaves on the day `raw_day` as `how` (its school or reason already
/// checked), logged by `actor`; a day already over (before `today`) archives them at once.
fn leave(
    conn: &mut Conn,
    actor: &Actor,
    (student_id, raw_day): (&str, &str),
    how: Leaving,
    today: NaiveDate,
) -> Result<Recorded, Refusal> {
    let day = enrolment::day("date", raw_day)?;
    audited(conn, |conn| {
        let (year, found, name) = enrolled(conn, student_id)?;
        let (year_id, year_name, first, last) = year;
        enrolment::leaving_day("date", day, found.enrolment.enrolled_on, (first, last))?;
        transfers::record_leaving(conn, student_id, &year_id, day, &how)?;
        let enrolment = read_back(conn, student_id, &year_id)?;
        let ended = if day < today { transfers::archive_learner(conn, student_id, &year_name)? } else { None };
        let detail = match &how {
            Leaving::TransferredOut(school) => format!("{name} transferred out on {day} to {school}"),
            Leaving::Dropped(reason) => format!("{name} dropped on {day} ({reason})"),
        };
        let mut entries = vec![Entry::by(actor.clone(), "update").on("student", student_id).detail(detail)];
        if ended.is_some() {
            entries.push(Entry::by(actor.clone(), "archive").on("student", student_id).detail(format!("{name} left")));
        }
        let archived = ended.is_some();
        Ok((Recorded { enrolment, archived, ended_sessions: ended.unwrap_or_default() }, entries))
    })
}

/// 'Transfer out': `student_id` leaves for the school `raw_school` on `raw_day`.
fn transfer_out(
    conn: &mut Conn,
    actor: &Actor,
    (student_id, raw_day, raw_school): (&str, &str, &str),
    today: NaiveDate,
) -> Result<Recorded, Refusal> {
    let (_, school) = pair(
        enrolment::day("date", raw_day),
        enrolment::other_school("school", raw_school, "Name the receiving school."),
    )?;
    leave(conn, actor, (student_id, raw_day), Leaving::TransferredOut(school), today)
}

/// 'Drop': `student_id` stopped attending on `raw_day` for DepEd's reason `raw_reason`.
fn drop_out(
    conn: &mut Conn,
    actor: &Actor,
    (student_id, raw_day, raw_reason): (&str, &str, &str),
    today: NaiveDate,
) -> Result<Recorded, Refusal> {
    let (_, reason) = pair(enrolment::day("date", raw_day), enrolment::drop_reason("reason", raw_reason))?;
    leave(conn, actor, (student_id, raw_day), Leaving::Dropped(reason.to_owned()), today)
}

/// Both values when both stand; every broken rule of the two otherwise.
fn pair<T, U>(first: Result<T, ValidationError>, second: Result<U, ValidationError>) -> Result<(T, U), Refusal> {
    match (first, second) {
        (Ok(first), Ok(second)) => Ok((first, second)),
        (first, second) => {
            let mut errors = lyceum_domain::FieldErrors::new();
            for error in [first.err(), second.err()].into_iter().flatten() {
                errors.add(error);
            }
            Err(Refusal::Invalid(errors))
        }
    }
}

/// 'Transfer in': `student_id` came this year from `raw_school`, bringing the general average
/// `average` when given.
fn transfer_in(
    conn: &mut Conn,
    actor: &Actor,
    (student_id, raw_school): (&str, &str),
    average: Option<f64>,
) -> Result<NamedEnrolment, Refusal> {
    let (school, average) = pair(
        enrolment::other_school("school", raw_school, "Name the previous school."),
        average.map(|average| enrolment::previous_average("average", average)).transpose(),
    )?;
    audited(conn, |conn| {
        let (year, found, name) = enrolled(conn, student_id)?;
        if found.enrolment.status() != EnrolmentStatus::Enrolled
            && found.enrolment.status() != EnrolmentStatus::TransferredIn
        {
            return Err(Refusal::BadRequest(format!("{name}'s year has ended: nothing to record.")));
        }
        transfers::record_transfer_in(conn, student_id, &year.0, &school, average)?;
        let enrolment = read_back(conn, student_id, &year.0)?;
        let detail = format!("{name} transferred in from {school}");
        Ok((enrolment, vec![Entry::by(actor.clone(), "update").on("student", student_id).detail(detail)]))
    })
}

/// Archives every current learner whose transfer out or drop-out of the open year took effect
/// before `today`, each in its own transaction, logged as the server's; answers the archived
/// ids and their ended sessions.
pub fn archive_departed(conn: &mut Conn, today: NaiveDate) -> Result<(Vec<String>, Vec<String>), Refusal> {
    let Some((year_id, year_name, _, _)) = transfers::open_year(conn)? else { return Ok((Vec::new(), Vec::new())) };
    let mut archived = Vec::new();
    let mut ended = Vec::new();
    for id in transfers::departed(conn, &year_id, today)? {
        let sessions = audited(conn, |conn| {
            let sessions = transfers::archive_learner(conn, &id, &year_name)?;
            let entry = Entry::by(Actor::CommandLine, "archive").on("student", id.clone()).detail("left the school");
            Ok::<_, Refusal>((sessions, vec![entry]))
        })?;
        if let Some(sessions) = sessions {
            archived.push(id);
            ended.extend(sessions);
        }
    }
    Ok((archived, ended))
}

/// Archives the learners who have left, every `every`, as long as the server runs; `archived`
/// hears of each batch (ids, ended sessions) so the server forgets their sessions. Never returns.
pub async fn archive_departed_every(db: &Database, every: Duration, archived: impl Fn(&[String], &[String])) {
    let mut ticks = tokio::time::interval(every);
    loop {
        ticks.tick().await;
        let today = lyceum_persistence::now().date();
        match blocking::write(db, move |conn| archive_departed(conn, today)).await {
            Ok((ids, sessions)) if !ids.is_empty() => archived(&ids, &sessions),
            Ok(_) => {}
            Err(error) => tracing::warn!(%error, "learners who have left could not be archived"),
        }
    }
}
