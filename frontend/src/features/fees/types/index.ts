import type { FeeDiscountView, FeeItemView, FeePlanView, ReceiptView } from '@/types/wire';

/** The fee answers, as the server sends them (generated from `crates/school/src/fee_views.rs`). */
export type {
  AccountItemView,
  AgingRowView,
  AgingView,
  CashierDayView,
  CheckoutView,
  ClearanceRowView,
  CollectionRowView,
  CollectionsView,
  CopiedView,
  DifferingView,
  FeeAccountView,
  FeeAssessmentView,
  FeeDiscountView,
  FeeItemView,
  FeeLearnerMatchView,
  FeeLearnersView,
  FeeLearnerView,
  FeePlanView,
  FeeReminderView,
  FeeRemindersView,
  FeeScheduleView,
  FeeSettingsView,
  InstallmentView,
  LedgerEntryView,
  MethodTotalView,
  NextDueView,
  ReceiptView,
} from '@/types/wire';

/** What a fee item is for. */
export type FeeItemKind = FeeItemView['kind'];

/** How a plan splits the year's fees. */
export type FeePlanKind = FeePlanView['kind'];

/** A discount is a share of the items of its kinds, or an amount. */
export type FeeDiscountKind = FeeDiscountView['kind'];

/** Who pays a discount: the school waives it, or the government pays it (ESC). */
export type FeePayer = FeeDiscountView['payer'];

/** How a payment was made. */
export type PaymentMethod = ReceiptView['method'];

/** `PUT /api/fees/schedule`: every item and plan of the level; those left out are deleted. */
export interface FeeSchedulePayload {
  schoolYearID: string;
  levelID: string;
  items: { _id?: string; name: string; kind: FeeItemKind; amountCentavos: number; mandatory: boolean }[];
  plans: { _id?: string; name: string; kind: FeePlanKind; dueDates: string[]; chargeCentavos: number }[];
}

/** One discount of `PUT /api/fees/discounts`: a percentage or an amount, never both. */
export interface FeeDiscountPayload {
  _id?: string;
  name: string;
  kind: FeeDiscountKind;
  basisPoints?: number;
  amountCentavos?: number;
  itemKinds: FeeItemKind[];
  payer: FeePayer;
}

/** `PUT /api/fees/discounts`: every discount of the year; those left out are deleted. */
export interface FeeDiscountsPayload {
  schoolYearID: string;
  discounts: FeeDiscountPayload[];
}

/** `POST /api/fees/copy-schedule`. */
export interface CopySchedulePayload {
  fromSchoolYearID: string;
  toSchoolYearID: string;
}

/** `PUT /api/fees/account`: the plan, discounts and optional items the learner's assessment uses. */
export interface AccountSettingsPayload {
  studentID: string;
  schoolYearID: string;
  /** Null: the level's first plan. */
  planID: string | null;
  discountIDs: string[];
  optionalItemIDs: string[];
}

/** `POST /api/fees/assess`: the whole school when none of the three is given. */
export interface AssessPayload {
  schoolYearID: string;
  studentID?: string;
  sectionID?: string;
  levelID?: string;
  /** False: a preview, nothing posted. */
  confirm: boolean;
}

/** `POST /api/fees/payments`: the bank (a cheque's) and the reference (a cheque's number, a transfer's) when there are. */
export interface PaymentPayload {
  studentID: string;
  schoolYearID: string;
  amountCentavos: number;
  method: PaymentMethod;
  bank?: string;
  reference?: string;
  /** The items the payment is for, when the cashier chose them; their parts add up to the amount. */
  items?: { key: string; amountCentavos: number }[];
}

/** `POST /api/fees/void-receipt`. */
export interface VoidReceiptPayload {
  receiptID: string;
  reason: string;
}

/** `POST /api/fees/refund`: money of the account's credit paid back to the learner's family. */
export interface RefundPayload {
  studentID: string;
  schoolYearID: string;
  amountCentavos: number;
  reason: string;
}

/** `POST /api/fees/close-day`: the cashier's day closed with the cash counted. */
export interface CloseDayPayload {
  day: string;
  countedCashCentavos: number;
}
