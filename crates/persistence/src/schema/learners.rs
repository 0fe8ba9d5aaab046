//! A learner's record as DepEd's School Forms keep it, apart from the account.

diesel::table! {
    /// Each learner's LRN, sex and School Register (SF1) fields, by student id: the current
    /// students' and the archived students' alike (archiving keeps the id), so an LRN stays
    /// unique among every learner the school has had. No row: nothing recorded yet.
    learner_records (student_id) {
        student_id -> Text,
        lrn -> Nullable<Text>,
        sex -> Nullable<Text>,
        mother_tongue -> Nullable<Text>,
        religion -> Nullable<Text>,
        ip_group -> Nullable<Text>,
        father_name -> Nullable<Text>,
        mother_name -> Nullable<Text>,
        remarks -> Nullable<Text>,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// Each learner's enrolment in a school year: level, section, when, and how it stands
    /// (`lyceum_domain::enrolment::EnrolmentStatus`); archived learners keep theirs.
    enrolments (student_id, school_year_id) {
        student_id -> Text,
        school_year_id -> Text,
        level_id -> Nullable<Text>,
        section_id -> Nullable<Text>,
        enrolled_on -> Date,
        status -> Text,
        status_on -> Nullable<Date>,
        other_school -> Nullable<Text>,
        drop_reason -> Nullable<Text>,
        previous_average -> Nullable<Double>,
        updated_at -> Timestamp,
    }
}
