//! Every write of the fees' API as one trait: the body it is sent and the use case that carries
//! it out, so the web layer decodes and answers them all in one way.

use lyceum_persistence::Conn;

use super::{accounts, assessment, days, payments, schedules};
use crate::audit::Actor;
use crate::Refusal;

/// A write of the fees' API: the body it is sent, and the use case that carries it out, so the
/// web layer decodes every fee write and answers it in one way.
pub trait FeeWrite: serde::de::DeserializeOwned + Send + 'static {
    /// What it answers.
    type Done: serde::Serialize + Send + 'static;
    /// Whether it answers 201 Created (a new record) rather than 200.
    const CREATES: bool = false;
    /// Carries it out as `actor`, on `today`.
    fn run(&self, conn: &mut Conn, actor: &Actor, today: chrono::NaiveDate) -> Result<Self::Done, Refusal>;
}

impl FeeWrite for schedules::ScheduleAsked {
    type Done = crate::fee_views::FeeScheduleView;
    fn run(&self, conn: &mut Conn, actor: &Actor, _: chrono::NaiveDate) -> Result<Self::Done, Refusal> {
        schedules::save_schedule(conn, actor, self)
    }
}

impl FeeWrite for schedules::DiscountsAsked {
    type Done = Vec<crate::fee_views::FeeDiscountView>;
    fn run(&self, conn: &mut Conn, actor: &Actor, _: chrono::NaiveDate) -> Result<Self::Done, Refusal> {
        schedules::save_discounts(conn, actor, self)
    }
}

impl FeeWrite for schedules::CopyAsked {
    type Done = crate::fee_views::CopiedView;
    fn run(&self, conn: &mut Conn, actor: &Actor, _: chrono::NaiveDate) -> Result<Self::Done, Refusal> {
        schedules::copy_schedule(conn, actor, self)
    }
}

impl FeeWrite for accounts::ChoicesAsked {
    type Done = crate::fee_views::FeeAccountView;
    fn run(&self, conn: &mut Conn, actor: &Actor, today: chrono::NaiveDate) -> Result<Self::Done, Refusal> {
        accounts::save_choices(conn, actor, self, today)
    }
}

impl FeeWrite for assessment::AssessAsked {
    type Done = crate::fee_views::FeeAssessmentView;
    fn run(&self, conn: &mut Conn, actor: &Actor, _: chrono::NaiveDate) -> Result<Self::Done, Refusal> {
        assessment::assess_learners(conn, actor, self)
    }
}

impl FeeWrite for payments::PaymentAsked {
    type Done = crate::fee_views::ReceiptView;
    const CREATES: bool = true;
    fn run(&self, conn: &mut Conn, actor: &Actor, today: chrono::NaiveDate) -> Result<Self::Done, Refusal> {
        payments::post_payment(conn, actor, self, today)
    }
}

impl FeeWrite for payments::VoidAsked {
    type Done = crate::fee_views::ReceiptView;
    fn run(&self, conn: &mut Conn, actor: &Actor, _: chrono::NaiveDate) -> Result<Self::Done, Refusal> {
        payments::void_receipt(conn, actor, self)
    }
}

impl FeeWrite for days::CloseDayAsked {
    type Done = crate::fee_views::CashierDayView;
    fn run(&self, conn: &mut Conn, actor: &Actor, today: chrono::NaiveDate) -> Result<Self::Done, Refusal> {
        days::close_day(conn, actor, self, today)
    }
}

impl FeeWrite for super::settings::SettingsAsked {
    type Done = super::settings::FeeSettingsView;
    fn run(&self, conn: &mut Conn, actor: &Actor, today: chrono::NaiveDate) -> Result<Self::Done, Refusal> {
        super::settings::save_settings(conn, actor, self, today)
    }
}

impl FeeWrite for super::refunds::RefundAsked {
    type Done = crate::fee_views::FeeAccountView;
    fn run(&self, conn: &mut Conn, actor: &Actor, today: chrono::NaiveDate) -> Result<Self::Done, Refusal> {
        super::refunds::refund(conn, actor, self, today)
    }
}
