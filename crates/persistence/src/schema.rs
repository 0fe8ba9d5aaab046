//! The tables, written once for both backends (see `migrations/sqlite` and `migrations/postgres`).

diesel::table! {
    admins (id) {
        id -> Text,
        email -> Text,
        password_hash -> Text,
        must_change_password -> Bool,
        created_at -> Timestamp,
    }
}

diesel::table! {
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
    categories (id) {
        id -> Text,
        name -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    levels (id) {
        id -> Text,
        category_id -> Text,
        name -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    sections (id) {
        id -> Text,
        level_id -> Text,
        name -> Text,
        adviser_id -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    subjects (id) {
        id -> Text,
        section_id -> Text,
        name -> Text,
        teacher_id -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
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
    section_files (id) {
        id -> Text,
        section_id -> Text,
        path -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    subject_files (id) {
        id -> Text,
        subject_id -> Text,
        path -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    news (id) {
        id -> Text,
        image -> Nullable<Text>,
        text -> Text,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    newsletters (id) {
        id -> Text,
        file -> Nullable<Text>,
        link -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
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
    sessions (token_hash) {
        token_hash -> Text,
        role -> Text,
        user_id -> Text,
        must_change_password -> Bool,
        created_at -> Timestamp,
        expires_at -> Timestamp,
    }
}

diesel::table! {
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
    sign_in_failures (key, at) {
        key -> Text,
        at -> Timestamp,
    }
}

diesel::joinable!(levels -> categories (category_id));
diesel::joinable!(sections -> levels (level_id));
diesel::joinable!(sections -> teachers (adviser_id));
diesel::joinable!(subjects -> sections (section_id));
diesel::joinable!(subjects -> teachers (teacher_id));
diesel::joinable!(schedules -> subjects (subject_id));
diesel::joinable!(students -> sections (section_id));
diesel::joinable!(section_files -> sections (section_id));
diesel::joinable!(subject_files -> subjects (subject_id));

diesel::allow_tables_to_appear_in_same_query!(
    admins,
    teachers,
    categories,
    levels,
    sections,
    subjects,
    schedules,
    students,
    uploads,
    section_files,
    subject_files,
    news,
    newsletters,
    messages,
    sessions,
    audit_log,
    sign_in_failures
);
