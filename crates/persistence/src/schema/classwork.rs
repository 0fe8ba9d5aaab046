diesel::table! {
    /// Classwork posted to a subject: graded ones are an assessment of the gradebook.
    assignments (id) {
        id -> Text,
        subject_id -> Text,
        title -> Text,
        instructions -> Text,
        points -> Integer,
        due_at -> Timestamp,
        late_accepted -> Bool,
        assessment_id -> Nullable<Text>,
        appears_at -> Timestamp,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A file attached to a piece of classwork.
    assignment_files (id) {
        id -> Text,
        assignment_id -> Text,
        path -> Text,
        created_at -> Timestamp,
    }
}
