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
        missing_told_at -> Nullable<Timestamp>,
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

diesel::table! {
    /// A student's work on a piece of classwork: one per student and piece.
    submissions (id) {
        id -> Text,
        assignment_id -> Text,
        student_id -> Text,
        answer -> Text,
        turned_in_at -> Nullable<Timestamp>,
        returned_at -> Nullable<Timestamp>,
        score -> Nullable<Integer>,
        comment -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A file of a student's work.
    submission_files (id) {
        id -> Text,
        submission_id -> Text,
        path -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// A teacher's announcement to a section's students, their guardians, or both.
    announcements (id) {
        id -> Text,
        section_id -> Text,
        teacher_id -> Text,
        to_students -> Bool,
        to_guardians -> Bool,
        body -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// The files attached to an announcement.
    announcement_files (id) {
        id -> Text,
        announcement_id -> Text,
        path -> Text,
        created_at -> Timestamp,
    }
}
