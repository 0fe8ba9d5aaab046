//! The grades tables: schemes and settings, assessments with their scores, submissions,
//! comments, published term grades, and the report card jobs with their files.

// The columns and the helper items `table!` generates carry no documentation of their own.
#![allow(missing_docs)]

diesel::table! {
    /// A subject group's grading scheme as JSON; no row while DepEd's holds.
    grading_schemes (subject_group) {
        subject_group -> Text,
        scheme -> Text,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// The report cards' settings: one row, or none while the defaults hold.
    grading_settings (id) {
        id -> Integer,
        paper -> Text,
        school_name -> Text,
        updated_at -> Timestamp,
        school_id -> Text,
        region -> Text,
        division -> Text,
    }
}

diesel::table! {
    /// A subject's assessments of a term; `highest` in hundredths.
    assessments (id) {
        id -> Text,
        subject_id -> Text,
        term_id -> Text,
        title -> Text,
        category -> Text,
        highest -> Integer,
        day -> Date,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A student's score of an assessment in hundredths, or excused (`score` NULL).
    scores (assessment_id, student_id) {
        assessment_id -> Text,
        student_id -> Text,
        score -> Nullable<Integer>,
        excused -> Bool,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A subject's grades of a term, submitted by its teacher.
    grade_submissions (subject_id, term_id) {
        subject_id -> Text,
        term_id -> Text,
        submitted_by_role -> Text,
        submitted_by_id -> Text,
        submitted_at -> Timestamp,
    }
}

diesel::table! {
    /// The adviser's comment on a student's term.
    grade_comments (student_id, term_id) {
        student_id -> Text,
        term_id -> Text,
        comment -> Text,
        written_by_role -> Text,
        written_by_id -> Text,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A term published for a section.
    grade_publications (section_id, term_id) {
        section_id -> Text,
        term_id -> Text,
        published_by_id -> Text,
        published_at -> Timestamp,
    }
}

diesel::table! {
    /// The quarterly grades as published; `initial` in hundredths.
    term_grades (subject_id, term_id, student_id) {
        subject_id -> Text,
        term_id -> Text,
        student_id -> Text,
        initial -> Integer,
        quarterly -> Integer,
    }
}

diesel::table! {
    /// Report cards made in the background.
    report_card_jobs (id) {
        id -> Text,
        school_year_id -> Text,
        section_id -> Nullable<Text>,
        paper -> Text,
        status -> Text,
        students_done -> Integer,
        students_total -> Integer,
        error -> Nullable<Text>,
        requested_by_id -> Text,
        worker -> Nullable<Text>,
        heartbeat_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
        finished_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// A section's PDF made by a report card job.
    report_card_files (job_id, section_id) {
        job_id -> Text,
        section_id -> Text,
        name -> Text,
        students -> Integer,
        bytes -> BigInt,
    }
}
