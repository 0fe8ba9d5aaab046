//! The notifications table: what each person is told, with its read state.

// The columns and the helper items `table!` generates carry no documentation of their own.
#![allow(missing_docs)]

diesel::table! {
    /// Notifications: a recipient (by role and id), what it says, when, and whether it was read.
    notifications (id) {
        id -> Text,
        recipient_role -> Text,
        recipient_id -> Text,
        kind -> Text,
        title -> Text,
        body -> Text,
        link -> Nullable<Text>,
        created_at -> Timestamp,
        read_at -> Nullable<Timestamp>,
    }
}
