//! A student's work on classwork: files added (received by the web server to disk, kept here
//! within the per-student quota), an answer written, turned in (late when after the due time),
//! taken back while the teacher has not returned it and it is not past due. Only the students of
//! the piece's section, once it has appeared; one work per student and piece, however the
//! requests race.

use chrono::{Local, NaiveDateTime};
use lyceum_domain::Id;
use lyceum_persistence::classwork::{self, Assignment};
use lyceum_persistence::files::Upload;
use lyceum_persistence::submissions::{self, Submission};
use lyceum_persistence::{files, transaction, Conn};
use serde::Deserialize;

use crate::classwork::GONE;
use crate::classwork_views::{self, AssignmentView};
use crate::uploads::megabytes;
use crate::Refusal;

/// The most files one piece of work may have.
pub const MAX_FILES: i64 = 20;
/// The longest answer a student may write.
const MAX_ANSWER: usize = 10_000;
/// What a piece of another class is told.
pub const NOT_YOUR_CLASS: &str = "This classwork is not for your class.";
/// What work turned in is told when it would change.
pub const TURNED_IN: &str = "You have turned this in; unsubmit it to change your work.";
/// What returned work is told when it would change.
pub const RETURNED: &str = "Your teacher has returned this work.";

/// The piece `id` as the student `student` may work on it at `now`: of their section, appeared.
fn piece_of_student(conn: &mut Conn, student: &str, id: &str, now: NaiveDateTime) -> Result<Assignment, Refusal> {
    let raw = id.trim();
    if raw.is_empty() {
        return Err(lyceum_domain::ValidationError::new("assignmentID", "This field is required.").into());
    }
    let raw = Id::parse(raw).map(Id::into_string).ok_or_else(|| Refusal::NotFound(GONE.into()))?;
    let piece = classwork::find(conn, &raw)?.ok_or_else(|| Refusal::NotFound(GONE.into()))?;
    let section = files::section_of_student(conn, student)?;
    let subject = lyceum_persistence::grades::places::subject(conn, &piece.subject_id)?;
    if section.is_none() || subject.map(|subject| subject.section_id) != section {
        return Err(Refusal::Forbidden(NOT_YOUR_CLASS.into()));
    }
    if piece.fields.appears_at > now {
        return Err(Refusal::NotFound(GONE.into()));
    }
    Ok(piece)
}

/// Refused when work on `piece` can no longer be handed in at `now` (past due, late work closed).
fn open_at(piece: &Assignment, now: NaiveDateTime) -> Result<(), Refusal> {
    if now > piece.fields.due_at && !piece.fields.late_accepted {
        let due = piece.fields.due_at.and_utc().with_timezone(&Local).format("%B %-d, %-I:%M %p");
        return Err(Refusal::Conflict {
            message: format!("This classwork was due {due} and takes no late work."),
            field: None,
        });
    }
    Ok(())
}

/// Refused unless `work` may still change: neither turned in nor returned.
fn changeable(work: Option<&Submission>) -> Result<(), Refusal> {
    match work {
        Some(work) if work.returned_at.is_some() => Err(Refusal::Conflict { message: RETURNED.into(), field: None }),
        Some(work) if work.turned_in_at.is_some() => Err(Refusal::Conflict { message: TURNED_IN.into(), field: None }),
        _ => Ok(()),
    }
}

/// Refused unless the student `student` may add a file to their work on `id` at `now`: asked
/// before the file is received, and again as it is kept.
pub fn may_add_file(conn: &mut Conn, student: &str, id: &str, now: NaiveDateTime) -> Result<(), Refusal> {
    let piece = piece_of_student(conn, student, id, now)?;
    open_at(&piece, now)?;
    let work = submissions::find(conn, &piece.id, student)?;
    changeable(work.as_ref())?;
    if let Some(work) = work {
        if submissions::file_count(conn, &work.id)? >= MAX_FILES {
            return Err(Refusal::Conflict {
                message: format!("A piece of work takes at most {MAX_FILES} files; remove one first."),
                field: Some("file"),
            });
        }
    }
    Ok(())
}

/// Keeps the received file `upload` in the student's work on `id` (started if need be), within
/// `quota` bytes of kept work files per student; answers the piece with their work.
pub fn add_file(
    conn: &mut Conn,
    student: &str,
    id: &str,
    upload: &Upload,
    quota: u64,
    now: NaiveDateTime,
) -> Result<AssignmentView, Refusal> {
    transaction(conn, |conn| {
        may_add_file(conn, student, id, now)?;
        let kept = u64::try_from(submissions::stored_bytes(conn, student)?).unwrap_or(0);
        let size = u64::try_from(upload.size_bytes).unwrap_or(u64::MAX);
        if kept.saturating_add(size) > quota {
            return Err(Refusal::Conflict {
                message: format!(
                    "Your handed-in files take {} MB of the {} MB each student may keep; this file ({} MB) does not fit.",
                    megabytes(kept),
                    megabytes(quota),
                    megabytes(size)
                ),
                field: Some("file"),
            });
        }
        let piece = piece_of_student(conn, student, id, now)?;
        let work = submissions::started(conn, &piece.id, student)?;
        submissions::add_file(conn, &work.id, upload)?;
        Ok(classwork_views::one_for_student(conn, student, piece)?)
    })
}

/// The piece a query names: `?assignmentID=`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub struct PieceQuery {
    /// The piece's id.
    #[serde(default)]
    pub assignmentID: String,
}

/// `POST /api/students/remove-work-file`: which piece, and which file of the work.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub struct RemoveFileForm {
    #[serde(default)]
    assignmentID: String,
    #[serde(default)]
    fileID: String,
}

/// Removes a file from the student's work while it may change; answers the piece with their
/// work, and the file's stored path to remove from disk.
pub fn remove_file(
    conn: &mut Conn,
    student: &str,
    form: &RemoveFileForm,
    now: NaiveDateTime,
) -> Result<(AssignmentView, String), Refusal> {
    transaction(conn, |conn| {
        let piece = piece_of_student(conn, student, &form.assignmentID, now)?;
        let work = submissions::find(conn, &piece.id, student)?;
        changeable(work.as_ref())?;
        let missing = || Refusal::NotFound("This file is not in your work.".into());
        let work = work.ok_or_else(missing)?;
        let file = Id::parse(form.fileID.trim()).ok_or_else(missing)?.into_string();
        let path = submissions::remove_file(conn, &work.id, &file)?.ok_or_else(missing)?;
        Ok((classwork_views::one_for_student(conn, student, piece)?, path))
    })
}

/// `POST /api/students/turn-in`: which piece, and the answer written (may be empty when files
/// are added).
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub struct TurnInForm {
    #[serde(default)]
    assignmentID: String,
    #[serde(default)]
    answer: Option<serde_json::Value>,
}

/// Turns in the student's work with its answer at `now` (late after the due time); answers the
/// piece with their work. Twice at once turns in once: the second is told it is turned in.
pub fn turn_in(
    conn: &mut Conn,
    student: &str,
    form: &TurnInForm,
    now: NaiveDateTime,
) -> Result<AssignmentView, Refusal> {
    let answer = match form.answer.as_ref() {
        None | Some(serde_json::Value::Null) => String::new(),
        // Kept as plain text: line breaks and tabs stay, other control characters go.
        Some(serde_json::Value::String(text)) => {
            text.chars().filter(|c| !c.is_control() || matches!(c, '\n' | '\t')).collect::<String>().trim().to_owned()
        }
        Some(_) => return Err(lyceum_domain::ValidationError::new("answer", "Write the answer as text.").into()),
    };
    if answer.chars().count() > MAX_ANSWER {
        return Err(lyceum_domain::ValidationError::new(
            "answer",
            format!("Keep the answer within {MAX_ANSWER} characters."),
        )
        .into());
    }
    transaction(conn, |conn| {
        let piece = piece_of_student(conn, student, &form.assignmentID, now)?;
        open_at(&piece, now)?;
        let work = submissions::find(conn, &piece.id, student)?;
        changeable(work.as_ref())?;
        let files = match work.as_ref() {
            Some(work) => submissions::file_count(conn, &work.id)?,
            None => 0,
        };
        if files == 0 && answer.is_empty() {
            return Err(lyceum_domain::ValidationError::new(
                "answer",
                "Add a file or write your answer before turning it in.",
            )
            .into());
        }
        let work = submissions::started(conn, &piece.id, student)?;
        if !submissions::turn_in(conn, &work.id, &answer, now)? {
            let again = submissions::find(conn, &piece.id, student)?;
            changeable(again.as_ref())?;
            return Err(Refusal::Conflict { message: TURNED_IN.into(), field: None });
        }
        Ok(classwork_views::one_for_student(conn, student, piece)?)
    })
}

/// `POST /api/students/unsubmit`: which piece.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub struct UnsubmitForm {
    #[serde(default)]
    assignmentID: String,
}

/// Takes back the student's turned-in work, until it is returned or past due; answers the piece
/// with their work.
pub fn unsubmit(
    conn: &mut Conn,
    student: &str,
    form: &UnsubmitForm,
    now: NaiveDateTime,
) -> Result<AssignmentView, Refusal> {
    transaction(conn, |conn| {
        let piece = piece_of_student(conn, student, &form.assignmentID, now)?;
        let work = submissions::find(conn, &piece.id, student)?;
        match work.as_ref() {
            Some(work) if work.returned_at.is_some() => {
                return Err(Refusal::Conflict { message: RETURNED.into(), field: None })
            }
            Some(work) if work.turned_in_at.is_some() => {}
            _ => return Err(Refusal::Conflict { message: "This work is not turned in.".into(), field: None }),
        }
        if now > piece.fields.due_at {
            return Err(Refusal::Conflict {
                message: "It is past due: work turned in stays turned in.".into(),
                field: None,
            });
        }
        let work = work.ok_or(Refusal::NotFound(GONE.into()))?;
        if !submissions::unsubmit(conn, &work.id)? {
            return Err(Refusal::Conflict { message: RETURNED.into(), field: None });
        }
        Ok(classwork_views::one_for_student(conn, student, piece)?)
    })
}
