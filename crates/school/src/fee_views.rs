//! School fees as the API answers them: a level's schedule, a learner's account (ledger,
//! installments, receipts), an assessment's preview or outcome, and an official receipt.
//! Money is whole centavos in every field ending in `Centavos`.

use serde::Serialize;
use ts_rs::TS;

/// A fee item of a level's schedule.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FeeItemView {
    #[serde(rename = "_id")]
    pub(crate) id: String,
    pub(crate) name: String,
    #[ts(type = "'tuition' | 'miscellaneous' | 'other' | 'books'")]
    pub(crate) kind: String,
    pub(crate) amount_centavos: i64,
    /// Charged to every learner of the level; else only to those who take it.
    pub(crate) mandatory: bool,
}

/// A payment plan of a level's schedule.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FeePlanView {
    #[serde(rename = "_id")]
    pub(crate) id: String,
    pub(crate) name: String,
    #[ts(type = "'full' | 'semestral' | 'quarterly' | 'monthly'")]
    pub(crate) kind: String,
    /// `YYYY-MM-DD`, in order.
    pub(crate) due_dates: Vec<String>,
    /// The plan's flat installment charge.
    pub(crate) charge_centavos: i64,
}

/// A discount of a school year.
#[derive(Debug, Clone, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FeeDiscountView {
    #[serde(rename = "_id")]
    pub(crate) id: String,
    pub(crate) name: String,
    #[ts(type = "'percent' | 'amount'")]
    pub(crate) kind: String,
    /// A percentage in hundredths of a percent (1000 is 10 %), for a `percent` discount.
    pub(crate) basis_points: Option<i32>,
    /// For an `amount` discount.
    pub(crate) amount_centavos: Option<i64>,
    /// The kinds of items it is taken off.
    pub(crate) item_kinds: Vec<String>,
    #[ts(type = "'family' | 'government'")]
    pub(crate) payer: String,
}

/// A level's fee schedule of a school year, with the year's discounts.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FeeScheduleView {
    #[serde(rename = "schoolYearID")]
    pub(crate) school_year_id: String,
    #[serde(rename = "levelID")]
    pub(crate) level_id: String,
    pub(crate) items: Vec<FeeItemView>,
    pub(crate) plans: Vec<FeePlanView>,
    pub(crate) discounts: Vec<FeeDiscountView>,
}

/// How many items, plans and discounts a copy of a year's schedule made.
#[derive(Debug, Serialize, TS)]
pub struct CopiedView {
    pub(crate) items: i64,
    pub(crate) plans: i64,
    pub(crate) discounts: i64,
}

/// The learner an account is of, with their enrolment of the year.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FeeLearnerView {
    #[serde(rename = "_id")]
    pub(crate) id: String,
    pub(crate) first_name: String,
    pub(crate) last_name: String,
    pub(crate) lrn: Option<String>,
    /// The level of their enrolment in the year (none when not enrolled in it).
    #[serde(rename = "levelID")]
    pub(crate) level_id: Option<String>,
    pub(crate) level: Option<String>,
    pub(crate) section: Option<String>,
}

/// An entry of an account's ledger.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct LedgerEntryView {
    #[serde(rename = "_id")]
    pub(crate) id: String,
    #[ts(type = "'charge' | 'discount' | 'payment' | 'adjustment' | 'refund' | 'reversal'")]
    pub(crate) kind: String,
    pub(crate) description: String,
    /// Signed: what raises the balance is positive.
    pub(crate) amount_centavos: i64,
    /// The official receipt of a payment or of its reversal.
    pub(crate) receipt_number: Option<i64>,
    pub(crate) reason: Option<String>,
    /// Who wrote it.
    pub(crate) by: String,
    /// When (RFC 3339, UTC).
    pub(crate) at: String,
}

/// An installment with what has been paid of it.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct InstallmentView {
    pub(crate) number: usize,
    pub(crate) due_on: String,
    pub(crate) amount_centavos: i64,
    pub(crate) paid_centavos: i64,
    #[ts(type = "'paid' | 'partly paid' | 'due' | 'overdue' | 'upcoming'")]
    pub(crate) status: String,
}

/// A fee item of an account (or the plan's installment charge) with what is due and paid of
/// it: payments for chosen items pay those items, every other payment the items in order.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AccountItemView {
    /// `item:<id>` or `plan:<id>`: what a payment for chosen items names.
    pub(crate) key: String,
    pub(crate) name: String,
    /// After the discounts taken off it.
    pub(crate) amount_centavos: i64,
    pub(crate) paid_centavos: i64,
}

/// The next amount due.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct NextDueView {
    pub(crate) due_on: String,
    pub(crate) amount_centavos: i64,
}

/// An official receipt.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ReceiptView {
    #[serde(rename = "_id")]
    pub(crate) id: String,
    /// Its number in the school's series.
    pub(crate) number: i64,
    #[serde(rename = "studentID")]
    pub(crate) student_id: String,
    /// The learner's name when it was issued.
    pub(crate) learner: String,
    pub(crate) amount_centavos: i64,
    #[ts(type = "'cash' | 'cheque' | 'bank transfer' | 'e-wallet'")]
    pub(crate) method: String,
    pub(crate) bank: Option<String>,
    pub(crate) reference: Option<String>,
    /// Who took the payment.
    pub(crate) cashier: String,
    /// When (RFC 3339, UTC).
    pub(crate) paid_at: String,
    pub(crate) voided: bool,
    pub(crate) void_reason: Option<String>,
}

/// A learner's account of a school year.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FeeAccountView {
    pub(crate) student: FeeLearnerView,
    #[serde(rename = "schoolYearID")]
    pub(crate) school_year_id: String,
    /// The school year's name.
    pub(crate) school_year: String,
    /// Whether fees were ever posted to it.
    pub(crate) assessed: bool,
    /// The plan chosen; null: the level's first.
    #[serde(rename = "planID")]
    pub(crate) plan_id: Option<String>,
    #[serde(rename = "discountIDs")]
    pub(crate) discount_ids: Vec<String>,
    #[serde(rename = "optionalItemIDs")]
    pub(crate) optional_item_ids: Vec<String>,
    /// Oldest first.
    pub(crate) entries: Vec<LedgerEntryView>,
    pub(crate) installments: Vec<InstallmentView>,
    /// The items charged, in the schedule's order.
    pub(crate) items: Vec<AccountItemView>,
    /// The sum of the entries.
    pub(crate) balance_centavos: i64,
    pub(crate) next_due: Option<NextDueView>,
    pub(crate) receipts: Vec<ReceiptView>,
}

impl FeeAccountView {
    /// The learner's id and full name.
    pub fn learner(&self) -> (String, String) {
        (self.student.id.clone(), format!("{} {}", self.student.first_name, self.student.last_name))
    }
}

/// An assessed account whose posted charges differ from what the schedule gives now.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct DifferingView {
    #[serde(rename = "studentID")]
    pub(crate) student_id: String,
    pub(crate) name: String,
    pub(crate) posted_centavos: i64,
    pub(crate) assessed_centavos: i64,
}

/// An assessment's preview, or what a confirmed one posted.
#[derive(Debug, Default, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FeeAssessmentView {
    /// The learners it covers (enrolled in the year, in the scope).
    pub(crate) learners: usize,
    /// Of them, those never assessed.
    pub(crate) not_assessed: usize,
    /// Of them, those whose level has no payment plan in the year (left out).
    pub(crate) without_schedule: usize,
    /// Assessed accounts that differ from the schedule now.
    pub(crate) differing: Vec<DifferingView>,
    /// What the schedule charges them, in all.
    pub(crate) charges_centavos: i64,
    /// What their discounts take off, in all.
    pub(crate) discounts_centavos: i64,
    /// Charges less discounts.
    pub(crate) net_centavos: i64,
    /// Accounts assessed for the first time by a confirmed assessment.
    pub(crate) assessed: usize,
    /// Accounts re-assessed by it.
    pub(crate) reassessed: usize,
}

/// Balances of one level and section (or of the school) by how long they are overdue.
#[derive(Debug, Default, Serialize, TS)]
pub struct AgingRowView {
    pub(crate) level: String,
    pub(crate) section: String,
    /// Learners with a balance.
    pub(crate) learners: usize,
    #[serde(rename = "currentCentavos")]
    pub(crate) current: i64,
    #[serde(rename = "days1to30Centavos")]
    pub(crate) days_1_to_30: i64,
    #[serde(rename = "days31to60Centavos")]
    pub(crate) days_31_to_60: i64,
    #[serde(rename = "days61to90Centavos")]
    pub(crate) days_61_to_90: i64,
    #[serde(rename = "over90Centavos")]
    pub(crate) over_90: i64,
    #[serde(rename = "totalCentavos")]
    pub(crate) total: i64,
}

/// The aging of a school year's balances, by level and section, on a day.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct AgingView {
    pub(crate) as_of: String,
    pub(crate) rows: Vec<AgingRowView>,
    pub(crate) totals: AgingRowView,
}

/// What one cashier collected by one method on one day (voided receipts left out).
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CollectionRowView {
    pub(crate) day: String,
    pub(crate) cashier: String,
    #[ts(type = "'cash' | 'cheque' | 'bank transfer' | 'e-wallet'")]
    pub(crate) method: String,
    pub(crate) receipts: usize,
    pub(crate) amount_centavos: i64,
}

/// The collections of a span of days.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CollectionsView {
    pub(crate) from: String,
    pub(crate) to: String,
    pub(crate) rows: Vec<CollectionRowView>,
    pub(crate) total_centavos: i64,
    /// Receipts voided among those issued in the span.
    pub(crate) voided: usize,
}

/// A learner with a balance (the clearance list before examinations).
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct ClearanceRowView {
    #[serde(rename = "studentID")]
    pub(crate) student_id: String,
    pub(crate) name: String,
    pub(crate) lrn: Option<String>,
    pub(crate) level: String,
    pub(crate) section: String,
    pub(crate) balance_centavos: i64,
    /// What of it is past due.
    pub(crate) overdue_centavos: i64,
}

/// What a cashier collected by one method on a day.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct MethodTotalView {
    #[ts(type = "'cash' | 'cheque' | 'bank transfer' | 'e-wallet'")]
    pub(crate) method: String,
    pub(crate) receipts: usize,
    pub(crate) amount_centavos: i64,
}

/// A cashier's day of collections (voided receipts counted apart), and its closing once closed.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CashierDayView {
    pub(crate) day: String,
    pub(crate) cashier: String,
    pub(crate) receipts: usize,
    /// Every method, in the order a collection report lists them.
    pub(crate) by_method: Vec<MethodTotalView>,
    pub(crate) total_centavos: i64,
    pub(crate) voided: usize,
    /// Closed: its payments are read-only and the cashier posts no more that day.
    pub(crate) closed: bool,
    /// When it was closed (RFC 3339, UTC).
    pub(crate) closed_at: Option<String>,
    /// The cash counted at closing.
    pub(crate) counted_cash_centavos: Option<i64>,
    /// Counted less expected: negative when cash is short.
    pub(crate) difference_centavos: Option<i64>,
}
