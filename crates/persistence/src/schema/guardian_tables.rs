//! The guardian accounts and their links to students.

// The columns and the helper items `table!` generates carry no documentation of their own.
#![allow(missing_docs)]

diesel::table! {
    /// Guardian accounts: a student's parent or guardian who signs in.
    guardians (id) {
        id -> Text,
        first_name -> Text,
        middle_name -> Nullable<Text>,
        last_name -> Text,
        email -> Text,
        phone -> Nullable<Text>,
        relationship -> Text,
        image -> Nullable<Text>,
        password_hash -> Text,
        must_change_password -> Bool,
        created_at -> Timestamp,
        email_alerts -> Bool,
    }
}

diesel::table! {
    /// Which students each guardian may see, and how they are related.
    guardian_students (guardian_id, student_id) {
        guardian_id -> Text,
        student_id -> Text,
        relationship -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// A guardian told of a child marked absent or late: seen when, their reply, re-sent when.
    guardian_alerts (id) {
        id -> Text,
        guardian_id -> Text,
        student_id -> Text,
        section_id -> Nullable<Text>,
        day -> Date,
        code -> Text,
        register -> Text,
        created_at -> Timestamp,
        seen_at -> Nullable<Timestamp>,
        reply -> Nullable<Text>,
        excuse_id -> Nullable<Text>,
        resent_at -> Nullable<Timestamp>,
    }
}
