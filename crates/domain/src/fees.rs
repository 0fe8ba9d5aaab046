//! School fees: money in whole centavos, the fee schedule's values (items, plans, discounts),
//! a learner's assessment computed from them, how payments stand against the installments, and
//! which reminders an account is due.

pub mod aging;
pub mod assessment;
pub mod installments;
pub mod items;
pub mod money;
pub mod reminders;
pub mod schedule;

pub use assessment::{assess, Assessed, Line, LineKind};
pub use installments::{next_due, standing, Installment, InstallmentStatus};
pub use items::{items_standing, DiscountTaken, ItemCharge, ItemDue};
pub use money::{pesos, RawAmount, MAX_CENTAVOS};
pub use schedule::{DiscountValue, ItemKind, Payer, PaymentMethod, PlanKind};
