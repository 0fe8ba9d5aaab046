//! School fees: money in whole centavos, the fee schedule's values (items, plans, discounts),
//! a learner's assessment computed from them, and how payments stand against the installments.

pub mod aging;
pub mod assessment;
pub mod installments;
pub mod money;
pub mod schedule;

pub use assessment::{assess, Assessed, Line, LineKind};
pub use installments::{next_due, standing, Installment, InstallmentStatus};
pub use money::{pesos, RawAmount, MAX_CENTAVOS};
pub use schedule::{DiscountValue, ItemKind, Payer, PaymentMethod, PlanKind};
