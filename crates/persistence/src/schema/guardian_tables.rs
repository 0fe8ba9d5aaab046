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
