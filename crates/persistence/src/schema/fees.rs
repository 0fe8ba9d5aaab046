//! School fees: the schedules, the learners' accounts, their ledger and the official receipts.

diesel::table! {
    /// A fee item of a level's schedule in a school year.
    fee_items (id) {
        id -> Text,
        school_year_id -> Text,
        level_id -> Text,
        name -> Text,
        kind -> Text,
        amount_centavos -> BigInt,
        mandatory -> Bool,
        position -> Integer,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A payment plan of a level's schedule in a school year; `due_dates` comma-separated.
    fee_plans (id) {
        id -> Text,
        school_year_id -> Text,
        level_id -> Text,
        name -> Text,
        kind -> Text,
        due_dates -> Text,
        charge_centavos -> BigInt,
        position -> Integer,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A discount of a school year: a percentage (`basis_points`) or an amount.
    fee_discounts (id) {
        id -> Text,
        school_year_id -> Text,
        name -> Text,
        basis_points -> Nullable<Integer>,
        amount_centavos -> Nullable<BigInt>,
        item_kinds -> Text,
        payer -> Text,
        position -> Integer,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// A learner's account of a school year: plan, discounts and optional items chosen, and
    /// the installments once assessed.
    fee_accounts (student_id, school_year_id) {
        student_id -> Text,
        school_year_id -> Text,
        plan_id -> Nullable<Text>,
        discount_ids -> Text,
        optional_item_ids -> Text,
        installments -> Text,
        assessed_at -> Nullable<Timestamp>,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    /// The last number of the school's series of official receipts.
    fee_receipt_series (id) {
        id -> Text,
        last_number -> BigInt,
    }
}

diesel::table! {
    /// An official receipt: its number, the payment it was issued for, and its void if any.
    fee_receipts (id) {
        id -> Text,
        number -> BigInt,
        student_id -> Text,
        school_year_id -> Text,
        learner_name -> Text,
        amount_centavos -> BigInt,
        method -> Text,
        bank -> Nullable<Text>,
        reference -> Nullable<Text>,
        cashier_id -> Nullable<Text>,
        cashier_name -> Text,
        paid_at -> Timestamp,
        voided_at -> Nullable<Timestamp>,
        void_reason -> Nullable<Text>,
        voided_by -> Nullable<Text>,
    }
}

diesel::table! {
    /// An entry of a learner's account, signed: what raises the balance is positive.
    fee_entries (id) {
        id -> Text,
        student_id -> Text,
        school_year_id -> Text,
        kind -> Text,
        line_key -> Nullable<Text>,
        description -> Text,
        amount_centavos -> BigInt,
        receipt_id -> Nullable<Text>,
        reason -> Nullable<Text>,
        actor_id -> Nullable<Text>,
        actor_name -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// A cashier's day of collections, closed with the cash counted.
    fee_day_closings (cashier_id, day) {
        cashier_id -> Text,
        day -> Date,
        cashier_name -> Text,
        receipts -> Integer,
        total_centavos -> BigInt,
        expected_cash_centavos -> BigInt,
        counted_cash_centavos -> BigInt,
        closed_at -> Timestamp,
    }
}

diesel::table! {
    /// The school's fee settings: one row, id 1.
    fee_settings (id) {
        id -> Integer,
        students_see_fees -> Bool,
        remind_days_before -> Integer,
        remind_overdue -> Bool,
        online_payments -> Bool,
    }
}

diesel::table! {
    /// A reminder sent to a guardian of an installment due soon or overdue.
    fee_reminders (id) {
        id -> Text,
        guardian_id -> Text,
        student_id -> Text,
        school_year_id -> Text,
        due_on -> Date,
        kind -> Text,
        amount_centavos -> BigInt,
        sent_at -> Timestamp,
        emailed -> Bool,
    }
}

diesel::table! {
    /// A guardian's checkout at the payment provider for one installment.
    fee_checkouts (id) {
        id -> Text,
        provider_id -> Nullable<Text>,
        student_id -> Text,
        school_year_id -> Text,
        guardian_id -> Text,
        amount_centavos -> BigInt,
        due_on -> Date,
        status -> Text,
        receipt_id -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Every payment webhook event received, by the provider's id.
    fee_webhook_events (event_id) {
        event_id -> Text,
        received_at -> Timestamp,
        outcome -> Text,
    }
}
