//! The attendance tables: the school's settings, registers with their marks, and excuses.

// The columns and the helper items `table!` generates carry no documentation of their own.
#![allow(missing_docs)]

diesel::table! {
    /// The school's attendance settings: one row, or none while the defaults hold.
    attendance_settings (id) {
        id -> Integer,
        registers -> Text,
        edit_days -> Integer,
        chronic_percent -> Integer,
        updated_at -> Timestamp,
        alert_resend_minutes -> Integer,
    }
}

diesel::table! {
    /// Registers taken: a lesson's on a day, or a section's daily register.
    registers (id) {
        id -> Text,
        kind -> Text,
        section_id -> Text,
        schedule_id -> Nullable<Text>,
        day -> Date,
        taken_by_role -> Text,
        taken_by_id -> Text,
        taken_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A register's marks other than a plain "present".
    register_marks (register_id, student_id) {
        register_id -> Text,
        student_id -> Text,
        code -> Text,
        minutes_late -> Nullable<Integer>,
        note -> Nullable<Text>,
    }
}

diesel::table! {
    /// Excuses on file: a student's absence from one day to another, with its reason.
    excuses (id) {
        id -> Text,
        student_id -> Text,
        first_day -> Date,
        last_day -> Date,
        reason -> Text,
        recorded_by_role -> Text,
        recorded_by_id -> Text,
        created_at -> Timestamp,
        /// The guardian who wrote it as an absence note; NULL when recorded by staff.
        guardian_id -> Nullable<Text>,
        /// A photo of the written note, if any.
        image -> Nullable<Text>,
    }
}
