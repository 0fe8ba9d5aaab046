//! The tables, written once for both backends (see `migrations/sqlite` and `migrations/postgres`).
//! Each table says what it holds; its columns are named as in the migrations. The attendance
//! tables are in `attendance`, the guardians in `guardian_tables`, the learners' records in
//! `learners` and the notifications in `notification_table`, re-exported here like the others;
//! which tables join is in `relations`.

// The columns and the helper items `table!` generates carry no documentation of their own.
#![allow(missing_docs)]

mod attendance;
mod classwork;
mod fees;
mod grades;
mod guardian_tables;
mod learners;
mod notification_table;
mod relations;
mod sign_in;

pub use attendance::{attendance_settings, excuses, register_marks, registers};
pub use classwork::{announcement_files, announcements, assignment_files, assignments, submission_files, submissions};
pub use fees::{
    fee_accounts, fee_checkouts, fee_day_closings, fee_discounts, fee_entries, fee_items, fee_plans,
    fee_receipt_series, fee_receipts, fee_reminders, fee_settings, fee_webhook_events,
};
pub use grades::{
    assessments, grade_comments, grade_publications, grade_submissions, grading_schemes, grading_settings,
    report_card_files, report_card_jobs, scores, term_grades,
};
pub use guardian_tables::{guardian_alerts, guardian_students, guardians};
pub use learners::{enrolments, learner_records};
pub use notification_table::notifications;
pub use sign_in::{
    passkey_ceremonies, passkeys, recovery_codes, school_account_providers, school_account_sign_ins, second_steps,
    sign_in_challenges, sign_in_settings,
};

diesel::table! {
    /// Administrator accounts.
    admins (id) {
        id -> Text,
        email -> Text,
        password_hash -> Text,
        must_change_password -> Bool,
        created_at -> Timestamp,
        staff_role -> Text,
    }
}

diesel::table! {
    /// Teacher accounts with their contact and video-meeting details.
    teachers (id) {
        id -> Text,
        first_name -> Text,
        middle_name -> Nullable<Text>,
        last_name -> Text,
        phone -> Text,
        email -> Text,
        password_hash -> Text,
        must_change_password -> Bool,
        image -> Nullable<Text>,
        birthdate -> Date,
        address -> Text,
        zoom_link -> Nullable<Text>,
        zoom_id -> Nullable<Text>,
        zoom_password -> Nullable<Text>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// The top of the class hierarchy (e.g. Junior High School).
    categories (id) {
        id -> Text,
        name -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Grade levels of a category.
    levels (id) {
        id -> Text,
        category_id -> Text,
        name -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Sections (classes) of a level, each with an optional adviser.
    sections (id) {
        id -> Text,
        level_id -> Text,
        name -> Text,
        adviser_id -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Subjects taught in a section, each with an optional teacher.
    subjects (id) {
        id -> Text,
        section_id -> Text,
        name -> Text,
        teacher_id -> Nullable<Text>,
        created_at -> Timestamp,
        grading_group -> Nullable<Text>,
    }
}

diesel::table! {
    /// Weekly slots of a subject (day, start and end as `08:00 AM` text).
    schedules (id) {
        id -> Text,
        subject_id -> Text,
        day -> Text,
        start_time -> Text,
        end_time -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Student accounts with their placement and parent or guardian.
    students (id) {
        id -> Text,
        first_name -> Text,
        middle_name -> Nullable<Text>,
        last_name -> Text,
        email -> Text,
        password_hash -> Text,
        must_change_password -> Bool,
        address -> Text,
        image -> Nullable<Text>,
        birthdate -> Date,
        category_id -> Nullable<Text>,
        level_id -> Nullable<Text>,
        section_id -> Nullable<Text>,
        parent_first_name -> Text,
        parent_middle_name -> Nullable<Text>,
        parent_last_name -> Text,
        parent_relationship -> Text,
        parent_email -> Nullable<Text>,
        parent_phone -> Nullable<Text>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// Every stored file, keyed by the path it is served at.
    uploads (path) {
        path -> Text,
        kind -> Text,
        original_name -> Text,
        content_type -> Text,
        size_bytes -> BigInt,
        uploader_role -> Text,
        uploader_id -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// A section's lesson guides.
    section_files (id) {
        id -> Text,
        section_id -> Text,
        path -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// A subject's files.
    subject_files (id) {
        id -> Text,
        subject_id -> Text,
        path -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// News and updates (sanitised HTML with an optional image).
    news (id) {
        id -> Text,
        image -> Nullable<Text>,
        text -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// Newsletters and memos: an uploaded file or a link.
    newsletters (id) {
        id -> Text,
        file -> Nullable<Text>,
        link -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Chat messages between a student and a teacher.
    messages (id) {
        id -> Text,
        sender_id -> Text,
        receiver_id -> Text,
        message -> Text,
        created_at -> Timestamp,
        read_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Signed-in browsers, by a hash of their cookie token.
    sessions (token_hash) {
        token_hash -> Text,
        role -> Text,
        user_id -> Text,
        must_change_password -> Bool,
        created_at -> Timestamp,
        expires_at -> Timestamp,
        user_agent -> Text,
        ip_address -> Text,
        last_used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Who signed in, changed or read what, when and from where.
    audit_log (id) {
        id -> BigInt,
        at -> Timestamp,
        actor_role -> Nullable<Text>,
        actor_id -> Nullable<Text>,
        actor_email -> Nullable<Text>,
        action -> Text,
        record_type -> Nullable<Text>,
        record_id -> Nullable<Text>,
        detail -> Nullable<Text>,
        address -> Nullable<Text>,
    }
}

diesel::table! {
    /// Failed sign-ins, by account or address.
    sign_in_failures (key, at) {
        key -> Text,
        at -> Timestamp,
    }
}

diesel::table! {
    /// CSV imports of accounts, kept so an import can be undone.
    account_imports (id) {
        id -> Text,
        role -> Text,
        file_name -> Text,
        account_count -> Integer,
        created_at -> Timestamp,
        undone_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// The accounts each import created.
    imported_accounts (import_id, account_id) {
        import_id -> Text,
        account_id -> Text,
    }
}

diesel::table! {
    /// School years; at most one is current.
    school_years (id) {
        id -> Text,
        name -> Text,
        first_day -> Date,
        last_day -> Date,
        is_current -> Bool,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        closed_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// A school year's terms (grading periods), which never overlap.
    terms (id) {
        id -> Text,
        school_year_id -> Text,
        name -> Text,
        first_day -> Date,
        last_day -> Date,
    }
}

diesel::table! {
    /// A school year's holidays and breaks.
    no_school_days (id) {
        id -> Text,
        school_year_id -> Text,
        name -> Text,
        first_day -> Date,
        last_day -> Date,
    }
}

diesel::table! {
    /// Private calendar subscription links, one per student or teacher account.
    calendar_feeds (account_id) {
        account_id -> Text,
        role -> Text,
        token -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Students who left at a year end (graduates), with every column they had.
    archived_students (id) {
        id -> Text,
        first_name -> Text,
        middle_name -> Nullable<Text>,
        last_name -> Text,
        email -> Text,
        password_hash -> Text,
        must_change_password -> Bool,
        address -> Text,
        image -> Nullable<Text>,
        birthdate -> Date,
        category_id -> Nullable<Text>,
        level_id -> Nullable<Text>,
        section_id -> Nullable<Text>,
        parent_first_name -> Text,
        parent_middle_name -> Nullable<Text>,
        parent_last_name -> Text,
        parent_relationship -> Text,
        parent_email -> Nullable<Text>,
        parent_phone -> Nullable<Text>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        archived_at -> Timestamp,
        left_from -> Text,
        school_year -> Text,
    }
}
