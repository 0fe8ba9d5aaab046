// The API's answers, generated from the Rust types that write them (crates/http/src/wire.rs).
// Do not edit: change the Rust type, then run
// `LYCEUM_WRITE_WIRE=1 cargo test --workspace --lib wire` to write this file again.

/**
 * `GET absence-notes`: the guardian's notes for the child, latest first.
 */
export type AbsenceNotesView = {
  /**
   * The notes.
   */
  notes: Array<ExcuseView>,
};

/**
 * A student of the chronic-absence list.
 */
export type AbsenteeView = {
  _id: string,
  full_name: string,
  sectionID: string | null,
  section: string | null,
  level: string | null,
  absent: number,
  excused: number,
  missed: number,
  percent: number,
};

/**
 * A fee item of an account (or the plan's installment charge) with what is due and paid of
 * it: payments for chosen items pay those items, every other payment the items in order.
 */
export type AccountItemView = {
  /**
   * `item:<id>` or `plan:<id>`: what a payment for chosen items names.
   */
  key: string,
  name: string,
  /**
   * After the discounts taken off it.
   */
  amountCentavos: number,
  paidCentavos: number,
};

/**
 * A guardian with their children, as the administrators' list and writes answer it.
 */
export type AdminGuardianView = {
  children: Array<LinkedStudentView>,
  _id: string,
  first_name: string,
  middle_name: string | null,
  last_name: string,
  full_name: string,
  email: string,
  phone: string | null,
  relationship: string,
  image: string | null,
  must_change_password: boolean,
  createdAt: string,
  email_alerts: boolean,
};

/**
 * What `GET /api/admins/home` answers: today and the term across the school.
 */
export type AdminHomeView = {
  /**
   * `YYYY-MM-DD`: the day the figures are of.
   */
  date: string,
  /**
   * When they were read, RFC 3339 (the Home is read at most every few seconds).
   */
  asOf: string,
  /**
   * False on a no-school day and outside the school year.
   */
  schoolDay: boolean,
  /**
   * The term so far; null outside the terms.
   */
  term: AttendanceTermView | null,
  /**
   * Today's attendance; null until a register is taken.
   */
  today: DayFiguresView | null,
  /**
   * The registers of today not taken yet, the first few by level, section and start time.
   */
  notTaken: Array<RegisterSummary>,
  /**
   * How many registers of today are not taken.
   */
  notTakenCount: number,
  /**
   * Students at or past the chronic-absence share of the term's school days.
   */
  chronicCount: number,
  /**
   * The chronic-absence share in percent.
   */
  chronicPercent: number,
  /**
   * The term's gradebooks submitted, by level.
   */
  grades: Array<LevelSubmissionsView>,
  /**
   * Each day of the term so far a register was taken, earliest first.
   */
  days: Array<DayFiguresView>,
};

/**
 * One staff account as the screen lists it.
 */
export type AdminRow = {
  _id: string,
  email: string,
  /**
   * When the account was made, UTC, `YYYY-MM-DDTHH:MM:SSZ`.
   */
  createdAt: string,
  /**
   * True while it still uses the starting password someone else chose.
   */
  must_change_password: boolean,
  /**
   * True for the signed-in administrator's own account.
   */
  you: boolean,
  /**
   * `admin`, or `cashier` for staff who see only Fees.
   */
  role: Role,
  /**
   * True when it signs in with a second step (a one-time code).
   */
  second_step: boolean,
};

/**
 * A signed-in administrator.
 */
export type AdminView = {
  _id: string,
  email: string,
  full_name: string,
  must_change_password: boolean,
};

/**
 * `GET admins`: every staff account, oldest first.
 */
export type AdminsView = {
  /**
   * The accounts.
   */
  admins: Array<AdminRow>,
};

/**
 * A section a teacher advises.
 */
export type AdvisoryClassView = {
  sectionID: string,
  section: string,
  /**
   * The section's level, to tell apart sections of one name (added to the spec's fields).
   */
  level: string,
};

/**
 * A student of an advisory section marked other than present today.
 */
export type AdvisoryMarkView = {
  studentID: string,
  name: string,
  sectionID: string,
  /**
   * `absent`, `late` or `excused`: the daily register's, else the most serious of the lessons'.
   */
  code: 'absent' | 'late' | 'excused',
  /**
   * How many of the day's lesson registers marked it (0 for the daily register's).
   */
  lessons: number,
};

/**
 * Balances of one level and section (or of the school) by how long they are overdue.
 */
export type AgingRowView = {
  level: string,
  section: string,
  /**
   * Learners with a balance.
   */
  learners: number,
  currentCentavos: number,
  days1to30Centavos: number,
  days31to60Centavos: number,
  days61to90Centavos: number,
  over90Centavos: number,
  totalCentavos: number,
};

/**
 * The aging of a school year's balances, by level and section, on a day.
 */
export type AgingView = {
  asOf: string,
  rows: Array<AgingRowView>,
  totals: AgingRowView,
};

/**
 * The guardian alert settings: after how many minutes an unseen alert is e-mailed again.
 */
export type AlertSettingsView = {
  resendMinutes: number,
};

/**
 * An alert as the guardian and the adviser read it.
 */
export type AlertView = {
  _id: string,
  guardianID: string,
  guardian: string,
  studentID: string,
  student: string,
  date: string,
  /**
   * An absence or a late arrival: the only codes an alert is sent for.
   */
  code: 'absent' | 'late',
  register: string,
  createdAt: string,
  seen: boolean,
  seenAt: string | null,
  reply: string | null,
  excuseID: string | null,
  resent: boolean,
};

/**
 * `GET alerts`: the guardian's latest alerts, latest first.
 */
export type AlertsView = {
  alerts: Array<AlertView>,
};

/**
 * An announcement in a stream.
 */
export type AnnouncementView = {
  _id: string,
  sectionID: string,
  /**
   * `Grade 7 Rizal`.
   */
  section: string,
  teacherID: string,
  /**
   * The teacher's name.
   */
  teacher: string,
  /**
   * `students`, `guardians` or `both`.
   */
  audience: string,
  /**
   * Sanitised HTML.
   */
  body: string,
  /**
   * When it was posted (RFC 3339, UTC).
   */
  postedAt: string,
  /**
   * The files attached, in the order they were.
   */
  files: Array<ClassworkFileView>,
};

/**
 * A section's stream, newest first: `GET /api/teachers/announcements?sectionID=`,
 * `GET /api/students/announcements`, `GET /api/guardians/children/{id}/announcements`.
 */
export type AnnouncementsView = {
  /**
   * The announcements.
   */
  announcements: Array<AnnouncementView>,
};

/**
 * A graduate in the archive, with the class and year they left.
 */
export type ArchivedJson = {
  _id: string,
  first_name: string,
  last_name: string,
  full_name: string,
  email: string,
  leftFrom: string,
  schoolYear: string,
  /**
   * `YYYY-MM-DD`.
   */
  archivedOn: string,
};

/**
 * An assessment of a gradebook; `highest` is the top score as text (`"20"`, `"12.5"`).
 */
export type AssessmentView = {
  _id: string,
  title: string,
  category: string,
  highest: string,
  date: string,
};

/**
 * A piece of classwork.
 */
export type AssignmentView = {
  _id: string,
  subjectID: string,
  /**
   * The subject's name: `Mathematics`.
   */
  subject: string,
  /**
   * Its section: `Rizal`.
   */
  section: string,
  /**
   * The section's level: `Grade 7`.
   */
  level: string,
  title: string,
  /**
   * Sanitised HTML.
   */
  instructions: string,
  /**
   * Its points; a graded one's are its assessment's highest score.
   */
  points: number,
  /**
   * When it is due (RFC 3339, UTC).
   */
  dueAt: string,
  lateAccepted: boolean,
  /**
   * The gradebook category it counts in (`WW`, `PT`); null when not graded.
   */
  category: string | null,
  /**
   * Its assessment in the gradebook; null when not graded.
   */
  assessmentID: string | null,
  /**
   * When the students first see it (RFC 3339, UTC).
   */
  appearsAt: string,
  /**
   * When it was posted (RFC 3339, UTC).
   */
  postedAt: string,
  /**
   * The files attached, oldest first.
   */
  files: Array<ClassworkFileView>,
  /**
   * The student's own work on it (only in the student's lists; null elsewhere).
   */
  work: WorkView | null,
};

/**
 * How many students were present, late, absent and excused.
 */
export type AttendanceCountsView = {
  present: number,
  late: number,
  absent: number,
  excused: number,
};

/**
 * A term: `{_id, name, firstDay, lastDay}`.
 */
export type AttendanceTermView = {
  _id: string,
  name: string,
  firstDay: string,
  lastDay: string,
};

/**
 * A cashier's day of collections (voided receipts counted apart), and its closing once closed.
 */
export type CashierDayView = {
  day: string,
  cashier: string,
  receipts: number,
  /**
   * Every method, in the order a collection report lists them.
   */
  byMethod: Array<MethodTotalView>,
  totalCentavos: number,
  voided: number,
  /**
   * Closed: its payments are read-only and the cashier posts no more that day.
   */
  closed: boolean,
  /**
   * When it was closed (RFC 3339, UTC).
   */
  closedAt: string | null,
  /**
   * The cash counted at closing.
   */
  countedCashCentavos: number | null,
  /**
   * Counted less expected: negative when cash is short.
   */
  differenceCentavos: number | null,
};

/**
 * A category with its levels.
 */
export type CategoryView = {
  _id: string,
  category: string,
  levels: Array<LevelRef>,
};

/**
 * The answer of a sign-in that waits for its second step: the browser sends `challenge` back
 * with the code.
 */
export type ChallengeView = {
  /**
   * `code`: give a code; `set_up`: set up two-step sign-in first; `passkey`: use a passkey.
   */
  second_step: 'code' | 'set_up' | 'passkey',
  /**
   * The waiting sign-in's token (valid for five minutes, once).
   */
  challenge: string,
  /**
   * What to do, in words.
   */
  message: string,
  /**
   * When the account has passkeys, the options to give one instead of a code
   * (`PublicKeyCredentialRequestOptionsJSON`), answered at `POST /api/sign-in/passkey`.
   */
  passkey?: Record<string, unknown>,
};

/**
 * A checkout made: where to pay, what, and for which due date.
 */
export type CheckoutView = {
  /**
   * The provider's page to send the guardian to.
   */
  checkoutUrl: string,
  amountCentavos: number,
  /**
   * `YYYY-MM-DD`.
   */
  dueOn: string,
};

/**
 * A student named beside their guardian: `{_id, full_name}`.
 */
export type ChildNameView = {
  _id: string,
  full_name: string,
};

/**
 * A subject of the child's section with its teacher.
 */
export type ChildSubjectView = {
  _id: string,
  name: string,
  teacher: TeacherName | null,
};

/**
 * `GET children/{studentID}/teachers`: the adviser of the child's section and each subject
 * with its teacher, subjects by name (both empty while the child has no section).
 */
export type ChildTeachersView = {
  adviser: TeacherName | null,
  subjects: Array<ChildSubjectView>,
};

/**
 * A child as the guardian's child switcher shows it.
 */
export type ChildView = {
  _id: string,
  first_name: string,
  middle_name: string | null,
  last_name: string,
  full_name: string,
  image: string | null,
  relationship: string,
  categoryID: string | null,
  category: string | null,
  levelID: string | null,
  level: string | null,
  sectionID: string | null,
  section: string | null,
};

/**
 * `GET children`: the guardian's children.
 */
export type ChildrenView = {
  /**
   * The children, by last then first name.
   */
  children: Array<ChildView>,
};

/**
 * `GET chronic`: the chronic-absence list.
 */
export type ChronicView = {
  term: AttendanceTermView | null,
  schoolDays: number,
  threshold: number,
  students: Array<AbsenteeView>,
};

/**
 * A section's class list: where the section sits, its adviser and its students in order.
 */
export type ClassList = {
  /**
   * The section's id.
   */
  section_id: string,
  /**
   * Its name.
   */
  section: string,
  /**
   * Its level's name.
   */
  level: string,
  category: string,
  adviser: string | null,
  /**
   * The school year listed, when one was asked for; null for the section's students now.
   */
  school_year: string | null,
  /**
   * The students, numbered.
   */
  students: Array<ClassListRow>,
};

/**
 * One row of the class list.
 */
export type ClassListRow = {
  _id: string,
  /**
   * The row's number on the list, from 1.
   */
  no: number,
  first_name: string,
  middle_name: string | null,
  last_name: string,
  email: string,
  birthdate: string,
  /**
   * The parent or guardian's full name.
   */
  parent_name: string,
  relationship: string,
  parent_email: string | null,
  parent_phone: string | null,
};

/**
 * A file attached to classwork: `file` is the stored path (it downloads from there), `name` the
 * original name.
 */
export type ClassworkFileView = {
  _id: string,
  file: string,
  name: string,
};

/**
 * A learner with a balance (the clearance list before examinations).
 */
export type ClearanceRowView = {
  studentID: string,
  name: string,
  lrn: string | null,
  level: string,
  section: string,
  balanceCentavos: number,
  /**
   * What of it is past due.
   */
  overdueCentavos: number,
};

/**
 * What one cashier collected by one method on one day (voided receipts left out).
 */
export type CollectionRowView = {
  day: string,
  cashier: string,
  method: 'cash' | 'cheque' | 'bank transfer' | 'e-wallet',
  receipts: number,
  amountCentavos: number,
};

/**
 * The collections of a span of days.
 */
export type CollectionsView = {
  from: string,
  to: string,
  rows: Array<CollectionRowView>,
  totalCentavos: number,
  /**
   * Receipts voided among those issued in the span.
   */
  voided: number,
};

/**
 * `POST comment`: the student's term comment as kept (null once deleted).
 */
export type CommentView = {
  studentID: string,
  termID: string,
  comment: string | null,
};

/**
 * A conversation partner (a [`PersonView`], or a guardian's card) with the latest message and
 * the unread count.
 */
export type ConversationView = {
  lastMessage: MessageView,
  unread: number,
  _id: string,
  first_name: string,
  last_name: string,
  full_name: string,
  image: string | null,
};

/**
 * How many items, plans and discounts a copy of a year's schedule made.
 */
export type CopiedView = {
  items: number,
  plans: number,
  discounts: number,
};

/**
 * `GET calendar/current`: the current school year, or none.
 */
export type CurrentYearView = {
  year: YearJson | null,
};

/**
 * The school's attendance of one day.
 */
export type DayFiguresView = {
  /**
   * `YYYY-MM-DD`.
   */
  date: string,
  /**
   * The students of the sections with a register taken that day.
   */
  expected: number,
  /**
   * Present, on time or late.
   */
  present: number,
  absent: number,
  excused: number,
  /**
   * `present` of `expected` in percent, one decimal; null when nobody was expected.
   */
  percentPresent: number | null,
};

/**
 * What `GET today` answers.
 */
export type DayView = {
  /**
   * `YYYY-MM-DD`.
   */
  date: string,
  /**
   * False on a no-school day and outside the current school year.
   */
  schoolDay: boolean,
  /**
   * The no-school day's name, when the date is one.
   */
  noSchoolDay: string | null,
  registers: Array<RegisterSummary>,
};

/**
 * `GET default-password`: the starting password new accounts get.
 */
export type DefaultPasswordView = {
  password: string,
};

/**
 * An assessed account whose posted charges differ from what the schedule gives now.
 */
export type DifferingView = {
  studentID: string,
  name: string,
  postedCentavos: number,
  assessedCentavos: number,
};

/**
 * A learner's enrolment in one school year (`get-enrolments`).
 */
export type EnrolmentView = {
  schoolYearID: string,
  schoolYear: string,
  levelID: string | null,
  level: string | null,
  /**
   * Null once taken out of a section, or when the section was deleted.
   */
  sectionID: string | null,
  section: string | null,
  /**
   * `YYYY-MM-DD`.
   */
  enrolledOn: string,
  status: 'enrolled' | 'transferred_in' | 'transferred_out' | 'dropped' | 'promoted' | 'conditionally_promoted' | 'retained',
  /**
   * "Transferred out", "Promoted", ... as the forms write it.
   */
  statusLabel: string,
  /**
   * `YYYY-MM-DD`: when a transfer out or a drop took effect.
   */
  statusOn: string | null,
  /**
   * The previous school (transferred in) or the receiving school (transferred out).
   */
  otherSchool: string | null,
  /**
   * DepEd's reason code for dropping out (`b.1`, ...).
   */
  dropReason: string | null,
  /**
   * The general average brought from the previous school.
   */
  previousAverage: number | null,
};

/**
 * One entry as the screen shows it.
 */
export type EntryView = {
  _id: string,
  at: string,
  actorRole: string | null,
  actorID: string | null,
  actor: string | null,
  action: string,
  recordType: string | null,
  recordID: string | null,
  detail: string | null,
  address: string | null,
};

/**
 * A mark other than present, in a student's summary.
 */
export type EventView = {
  date: string,
  kind: 'lesson' | 'daily',
  subject: string | null,
  startTime: string | null,
  /**
   * Every mark but `present`.
   */
  code: 'late' | 'absent' | 'excused',
  minutesLate: number | null,
  note: string | null,
};

/**
 * An excuse on file.
 */
export type ExcuseView = {
  _id: string,
  studentID: string,
  student: string,
  firstDay: string,
  lastDay: string,
  reason: string,
  recordedBy: string | null,
  createdAt: string,
  /**
   * `staff` for an excuse recorded by an administrator or the adviser, `guardian` for an
   * absence note written by a guardian.
   */
  writtenBy: 'staff' | 'guardian',
  /**
   * The guardian who wrote it; null for staff.
   */
  guardianID: string | null,
  /**
   * That guardian's name; null for staff, or when the account is gone.
   */
  guardianName: string | null,
  /**
   * A photo of the written note (a stored image's path), if any.
   */
  image: string | null,
};

/**
 * `GET excuses`: the excuses on file, latest first.
 */
export type ExcusesView = {
  /**
   * The excuses.
   */
  excuses: Array<ExcuseView>,
};

/**
 * A learner's account of a school year.
 */
export type FeeAccountView = {
  student: FeeLearnerView,
  schoolYearID: string,
  /**
   * The school year's name.
   */
  schoolYear: string,
  /**
   * Whether fees were ever posted to it.
   */
  assessed: boolean,
  /**
   * The plan chosen; null: the level's first.
   */
  planID: string | null,
  discountIDs: Array<string>,
  optionalItemIDs: Array<string>,
  /**
   * Oldest first.
   */
  entries: Array<LedgerEntryView>,
  installments: Array<InstallmentView>,
  /**
   * The items charged, in the schedule's order.
   */
  items: Array<AccountItemView>,
  /**
   * The sum of the entries.
   */
  balanceCentavos: number,
  nextDue: NextDueView | null,
  receipts: Array<ReceiptView>,
};

/**
 * An assessment's preview, or what a confirmed one posted.
 */
export type FeeAssessmentView = {
  /**
   * The learners it covers (enrolled in the year, in the scope).
   */
  learners: number,
  /**
   * Of them, those never assessed.
   */
  notAssessed: number,
  /**
   * Of them, those whose level has no payment plan in the year (left out).
   */
  withoutSchedule: number,
  /**
   * Assessed accounts that differ from the schedule now.
   */
  differing: Array<DifferingView>,
  /**
   * What the schedule charges them, in all.
   */
  chargesCentavos: number,
  /**
   * What their discounts take off, in all.
   */
  discountsCentavos: number,
  /**
   * Charges less discounts.
   */
  netCentavos: number,
  /**
   * Accounts assessed for the first time by a confirmed assessment.
   */
  assessed: number,
  /**
   * Accounts re-assessed by it.
   */
  reassessed: number,
};

/**
 * A discount of a school year.
 */
export type FeeDiscountView = {
  _id: string,
  name: string,
  kind: 'percent' | 'amount',
  /**
   * A percentage in hundredths of a percent (1000 is 10 %), for a `percent` discount.
   */
  basisPoints: number | null,
  /**
   * For an `amount` discount.
   */
  amountCentavos: number | null,
  /**
   * The kinds of items it is taken off.
   */
  itemKinds: Array<string>,
  payer: 'family' | 'government',
};

/**
 * A fee item of a level's schedule.
 */
export type FeeItemView = {
  _id: string,
  name: string,
  kind: 'tuition' | 'miscellaneous' | 'other' | 'books',
  amountCentavos: number,
  /**
   * Charged to every learner of the level; else only to those who take it.
   */
  mandatory: boolean,
};

/**
 * One learner found.
 */
export type FeeLearnerMatchView = {
  _id: string,
  full_name: string,
  email: string,
  /**
   * The learner's LRN, when recorded.
   */
  lrn: string | null,
  /**
   * The level and section they are placed in, if any.
   */
  level: string | null,
  section: string | null,
};

/**
 * The learner an account is of, with their enrolment of the year.
 */
export type FeeLearnerView = {
  _id: string,
  firstName: string,
  lastName: string,
  lrn: string | null,
  /**
   * The level of their enrolment in the year (none when not enrolled in it).
   */
  levelID: string | null,
  level: string | null,
  section: string | null,
};

/**
 * `GET /api/fees/learners`: at most ten learners.
 */
export type FeeLearnersView = {
  learners: Array<FeeLearnerMatchView>,
};

/**
 * A payment plan of a level's schedule.
 */
export type FeePlanView = {
  _id: string,
  name: string,
  kind: 'full' | 'semestral' | 'quarterly' | 'monthly',
  /**
   * `YYYY-MM-DD`, in order.
   */
  dueDates: Array<string>,
  /**
   * The plan's flat installment charge.
   */
  chargeCentavos: number,
};

/**
 * One reminder a guardian was sent.
 */
export type FeeReminderView = {
  /**
   * `upcoming` or `overdue`.
   */
  kind: string,
  /**
   * The installment's due date, `YYYY-MM-DD`.
   */
  dueOn: string,
  /**
   * What was left to pay of it then.
   */
  amountCentavos: number,
  /**
   * When, UTC.
   */
  sentAt: string,
  /**
   * Whether an e-mail went with it.
   */
  emailed: boolean,
};

/**
 * `GET /api/fees/child-reminders`: every reminder sent to the guardian about the child.
 */
export type FeeRemindersView = {
  reminders: Array<FeeReminderView>,
};

/**
 * A level's fee schedule of a school year, with the year's discounts.
 */
export type FeeScheduleView = {
  schoolYearID: string,
  levelID: string,
  items: Array<FeeItemView>,
  plans: Array<FeePlanView>,
  discounts: Array<FeeDiscountView>,
};

/**
 * The school's fee settings, as read and saved.
 */
export type FeeSettingsView = {
  /**
   * Students see their own fees ('Fees' in the student portal).
   */
  studentsSeeFees: boolean,
  /**
   * Days before a due date guardians are reminded (0: not before it).
   */
  remindDaysBefore: number,
  /**
   * Guardians are reminded once an installment is overdue.
   */
  remindOverdue: boolean,
  /**
   * Guardians may pay an installment online (where the server has the provider's keys).
   */
  onlinePayments: boolean,
};

/**
 * `GET` and `POST calendar/feed`: the calendar link's path, none until one was made.
 */
export type FeedView = {
  url: string | null,
};

/**
 * A child at a glance, in `GET /api/guardians/home`.
 */
export type GlanceView = {
  child: ChildView,
  /**
   * The child's mark of the day, once a register was taken.
   */
  todayMark: 'present' | 'late' | 'absent' | 'excused' | null,
  attendance: SummaryView | null,
  grades: LatestGradesView | null,
  /**
   * The guardian's alerts about the child not yet seen.
   */
  unseenAlerts: number,
};

/**
 * What `GET /api/guardians/home` answers: each linked child, by last then first name.
 */
export type GlancesView = {
  children: Array<GlanceView>,
};

/**
 * A whole grade from 0 to 100: a quarterly grade, a final grade, a general average, the
 * lowest grade of a band of a scale. Stored and sent as a JSON number.
 */
export type Grade = number;

/**
 * One band of a scale: every grade from `minimum` up to the next band's minimum gets `label`.
 */
export type GradeBand = {
  /**
   * The lowest grade of the band.
   */
  minimum: Grade,
  /**
   * What a grade in the band is called: "Outstanding", "A", ...
   */
  label: string,
};

/**
 * How grades are described and which pass.
 *
 * Valid when it has at least one band, the bands' minimums strictly descend, the last band
 * starts at 0 (so every grade has a label) and no label is blank.
 */
export type GradeScale = {
  /**
   * The bands, highest first.
   */
  bands: Array<GradeBand>,
  /**
   * The lowest passing grade.
   */
  passing: Grade,
};

/**
 * A term grade as the calls write it: `{initial, quarterly, descriptor, passed, pending}`.
 */
export type GradeView = {
  initial: string,
  quarterly: number,
  descriptor: string | null,
  passed: boolean,
  pending: number,
};

/**
 * One of a teacher's gradebooks of the term.
 */
export type GradebookDueView = {
  subjectID: string,
  subject: string,
  sectionID: string,
  section: string,
  level: string,
  submitted: boolean,
};

/**
 * Where a gradebook stands: submitted (when, by whom), published, and whether the caller may
 * still change it.
 */
export type GradebookStatusView = {
  submittedAt: string | null,
  submittedBy: string | null,
  publishedAt: string | null,
  locked: boolean,
};

/**
 * A gradebook's row, written straight to the answer (a gradebook is a few thousand cells).
 */
export type GradebookStudentView = {
  _id: string,
  full_name: string,
  first_name: string,
  last_name: string,
  image: string | null,
  /**
   * Each given score by its assessment's id: a number as text ("18.5") or "ex" (excused).
   */
  scores: Record<string, string>,
  grade: GradeView | null,
};

/**
 * `GET gradebook`'s answer, written straight out (its keys in the order a JSON object of
 * `serde_json` keeps them).
 */
export type GradebookView = {
  assessments: Array<AssessmentView>,
  scheme: GradingScheme,
  status: GradebookStatusView,
  students: Array<GradebookStudentView>,
  subject: GradedSubjectView,
  term: GradesTermView,
  terms: Array<GradesTermView>,
};

/**
 * The section of `GET section`, with its adviser's name.
 */
export type GradedSectionView = {
  _id: string,
  section: string,
  level: string,
  adviser: string | null,
};

/**
 * A subject as the gradebook names it, with the group its scheme is chosen by.
 */
export type GradedSubjectView = {
  _id: string,
  name: string,
  sectionID: string,
  section: string,
  level: string,
  group: SubjectGroup,
};

/**
 * A term: `{_id, name, firstDay, lastDay}`.
 */
export type GradesTermView = {
  _id: string,
  name: string,
  firstDay: string,
  lastDay: string,
};

/**
 * The school year grades are of: `{_id, name}`.
 */
export type GradesYearView = {
  _id: string,
  name: string,
};

/**
 * A category of work a grade is made of, such as Written Works.
 */
export type GradingCategory = {
  /**
   * A short code, unique in the scheme, that assessments name: "WW".
   */
  key: string,
  /**
   * The name shown: "Written Works".
   */
  name: string,
  /**
   * The category's share of the grade, in whole percent.
   */
  weightPercent: number,
};

/**
 * How a school grades a subject.
 *
 * Valid (see [`Scheme::validate`]) when it has at least one category, every key and name is
 * filled in, no key is used twice, every weight is from 1 to 100 and the weights add up to
 * exactly 100, and its scale is valid.
 */
export type GradingScheme = {
  /**
   * The categories, in the order a class record shows them.
   */
  categories: Array<GradingCategory>,
  /**
   * True to turn initial grades into quarterly grades by DepEd's transmutation table;
   * false to round them to a whole number instead.
   */
  transmute: boolean,
  /**
   * How grades are described and which pass.
   */
  scale: GradeScale,
};

/**
 * A day of the grid.
 */
export type GridDay = {
  date: string,
  weekday: string,
};

/**
 * A student's row of the grid.
 */
export type GridRow = {
  _id: string,
  first_name: string,
  last_name: string,
  full_name: string,
  /**
   * `M` or `F` as the learner's record has it; null when not recorded.
   */
  sex: 'M' | 'F' | null,
  /**
   * One per day of the grid; null when no register was taken that day.
   */
  marks: Array<'present' | 'late' | 'absent' | 'excused' | null>,
  totals: AttendanceCountsView,
};

/**
 * The counts, as both calls answer them (docs/guardians.md).
 */
export type GuardianAccountCountsView = {
  scope: ScopeView | null,
  students: number,
  accountsToCreate: number,
  accountsExisting: number,
  studentsToLink: number,
  studentsWithoutEmail: number,
  studentsAtLimit: number,
  message?: string,
};

/**
 * A guardian as a teacher messages them: the person's card (`_id`, names, `image`) with
 * `role: "guardian"` and `guardianOf`, the teacher's students they are the guardian of.
 */
export type GuardianContactView = {
  role: 'guardian',
  guardianOf: Array<ChildNameView>,
  _id: string,
  first_name: string,
  last_name: string,
  full_name: string,
  image: string | null,
};

/**
 * A guardian account, as the guardian and the administrators see it (docs/guardians.md).
 */
export type GuardianView = {
  _id: string,
  first_name: string,
  middle_name: string | null,
  last_name: string,
  full_name: string,
  email: string,
  phone: string | null,
  relationship: string,
  image: string | null,
  must_change_password: boolean,
  createdAt: string,
  email_alerts: boolean,
};

/**
 * `GET /api/health`: `ok` while the process reaches its database.
 */
export type HealthView = {
  status: "ok",
};

/**
 * The subject a history is of, with its section.
 */
export type HistorySubject = {
  _id: string,
  name: string,
  sectionID: string,
  section: string,
  level: string,
};

/**
 * `GET history`: a subject's registers, latest first.
 */
export type HistoryView = {
  subject: HistorySubject,
  term: AttendanceTermView | null,
  registers: Array<RegisterSummary>,
};

/**
 * What `GET children/{studentID}/home` answers, written straight out (no JSON tree between).
 */
export type HomeView = {
  child: ChildView,
  /**
   * The lessons of the day, as `GET /api/timetable/today` answers a student.
   */
  today: TodayView,
  /**
   * The term so far, as `GET /api/attendance/student-summary` answers it; null outside the
   * school year.
   */
  attendance: SummaryView | null,
  /**
   * The latest term with a published grade; null without a current school year.
   */
  grades: LatestGradesView | null,
};

/**
 * What a good file led to, as the import calls answer it: the accounts (and, for guardians,
 * links) made or that would be made, what was read but not used, and the id that undoes a
 * real account import.
 */
export type ImportView = {
  message: string,
  count: number,
  /**
   * Links to students made (guardian imports only).
   */
  links?: number,
  dryRun: boolean,
  /**
   * Columns the server ignored, in words.
   */
  warnings: Array<string>,
  /**
   * The import's id, to undo it (real imports of students and teachers only).
   */
  importId?: string,
};

/**
 * A current learner whose record lacks an LRN or sex.
 */
export type IncompleteLearnerView = {
  studentID: string,
  name: string,
  /**
   * "Grade 7 - Rizal"; null when not placed.
   */
  section: string | null,
  /**
   * What is missing: `lrn`, `sex` or both.
   */
  missing: Array<'lrn' | 'sex'>,
};

/**
 * What `GET /api/records/incomplete` answers: the first learners by name, and how many in all.
 */
export type IncompleteView = {
  learners: Array<IncompleteLearnerView>,
  total: number,
};

/**
 * An installment with what has been paid of it.
 */
export type InstallmentView = {
  number: number,
  dueOn: string,
  amountCentavos: number,
  paidCentavos: number,
  status: 'paid' | 'partly paid' | 'due' | 'overdue' | 'upcoming',
};

/**
 * The latest term with a published grade and each subject's grade in it; `term` null and
 * `subjects` empty before anything is published.
 */
export type LatestGradesView = {
  year: GradesYearView,
  term: GradesTermView | null,
  subjects: Array<LatestSubjectGradeView>,
};

/**
 * A subject's grade in the latest published term.
 */
export type LatestSubjectGradeView = {
  _id: string,
  name: string,
  grade: number,
  descriptor: string | null,
};

/**
 * A learner's LRN, sex and School Register (SF1) fields; null where nothing is recorded.
 */
export type LearnerView = {
  /**
   * The Learner Reference Number, 12 digits.
   */
  lrn: string | null,
  sex: 'M' | 'F' | null,
  mother_tongue: string | null,
  religion: string | null,
  /**
   * The indigenous people's group, for a learner who belongs to one.
   */
  ip_group: string | null,
  father_name: string | null,
  /**
   * The mother's maiden name.
   */
  mother_name: string | null,
  remarks: string | null,
};

/**
 * An entry of an account's ledger.
 */
export type LedgerEntryView = {
  _id: string,
  kind: 'charge' | 'discount' | 'payment' | 'adjustment' | 'refund' | 'reversal',
  description: string,
  /**
   * Signed: what raises the balance is positive.
   */
  amountCentavos: number,
  /**
   * The official receipt of a payment or of its reversal.
   */
  receiptNumber: number | null,
  reason: string | null,
  /**
   * Who wrote it.
   */
  by: string,
  /**
   * When (RFC 3339, UTC).
   */
  at: string,
};

/**
 * A lesson as answered.
 */
export type LessonView = {
  subjectID: string,
  subject: string,
  sectionID: string,
  section: string,
  level: string,
  teacherID: string | null,
  teacher: string | null,
  day: string,
  /**
   * `07:30 AM`.
   */
  startTime: string,
  endTime: string,
  /**
   * Minutes since midnight, for placing and ordering.
   */
  start: number,
  end: number,
};

/**
 * `get-level`: a level with its sections and the teachers who may advise them.
 */
export type LevelOverviewView = {
  level: LevelView,
  sections: Array<SectionView>,
  teachers: Array<PersonView>,
};

export type LevelRef = {
  levelID: string,
  level: string,
};

/**
 * A level's gradebooks of the term.
 */
export type LevelSubmissionsView = {
  levelID: string,
  level: string,
  submitted: number,
  expected: number,
};

/**
 * A level with its sections.
 */
export type LevelView = {
  _id: string,
  level: string,
  category: string,
  sections: Array<SectionRef>,
};

/**
 * A child as an administrator's guardian row lists it.
 */
export type LinkedStudentView = {
  _id: string,
  first_name: string,
  last_name: string,
  full_name: string,
  email: string,
  relationship: string,
  level: string | null,
  section: string | null,
  sectionID: string | null,
};

/**
 * A chat message, as answered and as pushed live.
 */
export type MessageView = {
  _id: string,
  senderId: string,
  receiverId: string,
  message: string,
  createdAt: string,
  readAt: string | null,
};

/**
 * What a cashier collected by one method on a day.
 */
export type MethodTotalView = {
  method: 'cash' | 'cheque' | 'bank transfer' | 'e-wallet',
  receipts: number,
  amountCentavos: number,
};

/**
 * The section a month grid is of, with its adviser's name.
 */
export type MonthSection = {
  _id: string,
  section: string,
  level: string,
  adviser: string | null,
};

/**
 * A student's days recorded in one month.
 */
export type MonthTallyView = {
  /**
   * `YYYY-MM`.
   */
  month: string,
  present: number,
  late: number,
  absent: number,
  excused: number,
  /**
   * Present or late, of the days recorded, in percent with one decimal.
   */
  percentPresent: number | null,
};

/**
 * `GET section-month`: the section's students by the month's days.
 */
export type MonthView = {
  section: MonthSection,
  month: string,
  days: Array<GridDay>,
  students: Array<GridRow>,
  dayTotals: Array<AttendanceCountsView>,
  /**
   * Each day's counts of the boys and of the girls (School Form 2's totals by sex); learners
   * whose sex is not recorded count only in `dayTotals`.
   */
  dayTotalsBySex: SexTotals,
};

/**
 * `move-students`: how many students changed section.
 */
export type MovedView = {
  message: string,
  moved: number,
};

/**
 * `GET my-subjects`: the teacher's subjects, the current year's terms and the term of today.
 */
export type MySubjectsView = {
  subjects: Array<GradedSubjectView>,
  terms: Array<GradesTermView>,
  currentTermID: string | null,
};

/**
 * A news item.
 */
export type NewsView = {
  _id: string,
  image: string | null,
  text: string,
  createdAt: string,
};

/**
 * A newsletter or memo, with a name to show: the file's original name or the link.
 */
export type NewsletterView = {
  _id: string,
  file: string | null,
  link: string | null,
  name: string,
  createdAt: string,
};

/**
 * The next amount due.
 */
export type NextDueView = {
  dueOn: string,
  amountCentavos: number,
};

/**
 * `GET not-taken`: the registers of a day not taken.
 */
export type NotTakenView = {
  date: string,
  schoolDay: boolean,
  registers: Array<RegisterSummary>,
};

/**
 * An answer that is only a sentence for the person who acted: `{"message": ...}`.
 */
export type NoticeView = {
  message: string,
};

/**
 * `GET /api/notifications`: a page of notifications, latest first, and how many are unread.
 */
export type NotificationPageView = {
  /**
   * The page, latest first.
   */
  notifications: Array<NotificationView>,
  /**
   * How many of all are unread.
   */
  unread: number,
};

/**
 * A notification, as `GET /api/notifications` lists it and as it is pushed live.
 */
export type NotificationView = {
  _id: string,
  kind: string,
  title: string,
  body: string,
  link: string | null,
  createdAt: string,
  read: boolean,
};

/**
 * The student portal's `get-section`: the student's own section and its adviser.
 */
export type OwnSectionView = {
  section: SectionOverviewView,
  adviser: TeacherCardView | null,
};

/**
 * One page of a list: the rows under their own key `K`, with the rows in all, the page (from 1)
 * and its size.
 */
export type Paged<K extends string, Row> = { [key in K]: Array<Row> } & {
  total: number,
  page: number,
  pageSize: number,
};

/**
 * A student's parent or guardian.
 */
export type ParentGuardianView = {
  first_name: string,
  middle_name: string | null,
  last_name: string,
  relationship: string,
  email: string | null,
  phone_number: string | null,
};

export type ParentNameView = {
  first_name: string,
  last_name: string,
};

/**
 * Someone to message: a student or teacher as before, or a guardian with their children.
 */
export type PartnerView = PersonView | GuardianContactView;

/**
 * What the browser needs to run a ceremony: the token to send back, and the options to give
 * `navigator.credentials` (in their JSON form).
 */
export type PasskeyCeremonyView = {
  /**
   * Sent back with the browser's answer (valid for five minutes, once).
   */
  ceremony: string,
  /**
   * `PublicKeyCredentialCreationOptionsJSON` or `PublicKeyCredentialRequestOptionsJSON`.
   */
  options: Record<string, unknown>,
};

/**
 * A passkey, as its owner sees it.
 */
export type PasskeyView = {
  id: string,
  name: string,
  /**
   * When it was added (RFC 3339, UTC).
   */
  created_at: string,
  /**
   * When it last signed in (RFC 3339, UTC), if ever.
   */
  last_used_at: string | null,
};

/**
 * An account's passkeys, oldest first.
 */
export type PasskeysView = {
  passkeys: Array<PasskeyView>,
};

/**
 * A term or a no-school day as answered.
 */
export type PeriodJson = {
  _id: string,
  name: string,
  /**
   * `YYYY-MM-DD`.
   */
  firstDay: string,
  /**
   * `YYYY-MM-DD`; the first day again for a single day.
   */
  lastDay: string,
};

/**
 * Someone to message: a conversation partner, with only their name and photo.
 */
export type PersonView = {
  _id: string,
  first_name: string,
  last_name: string,
  full_name: string,
  image: string | null,
};

/**
 * A refused class-structure file's body (400): every problem found, each saying where it is.
 */
export type ProblemsView = {
  message: string,
  problems: Array<string>,
};

/**
 * A provider's settings, as the administrators' screen shows them (never its secret).
 */
export type ProviderSettingsView = {
  /**
   * `google` or `microsoft`.
   */
  provider: string,
  /**
   * `Google` or `Microsoft`.
   */
  name: string,
  enabled: boolean,
  client_id: string,
  /**
   * Whether a client secret is stored.
   */
  has_secret: boolean,
  /**
   * The e-mail domains it admits.
   */
  allowed_domains: Array<string>,
  /**
   * Microsoft: the school's directory (tenant) id.
   */
  tenant: string,
  /**
   * Where the provider sends people back: to register with the provider.
   */
  redirect_uri: string,
};

/**
 * `GET publications`: a term and where each section with subjects stands in it.
 */
export type PublicationsView = {
  term: GradesTermView,
  sections: Array<SectionPublicationView>,
};

/**
 * `POST publish`: the sections published now, and their students who got a grade.
 */
export type PublishedView = {
  /**
   * Sections published now.
   */
  sections: number,
  /**
   * Their students who got a grade.
   */
  students: number,
};

/**
 * `GET /api/ready`: `ready`, or `not ready` with which part is not.
 */
export type ReadyView = {
  status: "ready" | "not ready",
  database: boolean,
  migrations: boolean,
  hub: boolean,
  stopping: boolean,
};

/**
 * An official receipt.
 */
export type ReceiptView = {
  _id: string,
  /**
   * Its number in the school's series.
   */
  number: number,
  studentID: string,
  /**
   * The learner's name when it was issued.
   */
  learner: string,
  amountCentavos: number,
  method: 'cash' | 'cheque' | 'bank transfer' | 'e-wallet',
  bank: string | null,
  reference: string | null,
  /**
   * Who took the payment.
   */
  cashier: string,
  /**
   * When (RFC 3339, UTC).
   */
  paidAt: string,
  voided: boolean,
  voidReason: string | null,
};

/**
 * New recovery codes, shown once.
 */
export type RecoveryCodesView = {
  recovery_codes: Array<string>,
};

/**
 * A register as a teacher's day lists it: what it is, and whether it was taken.
 */
export type RegisterSummary = {
  kind: 'lesson' | 'daily',
  scheduleID: string | null,
  subjectID: string | null,
  subject: string | null,
  sectionID: string,
  section: string,
  level: string,
  startTime: string | null,
  endTime: string | null,
  /**
   * `YYYY-MM-DD`.
   */
  date: string,
  taken: boolean,
  takenAt: string | null,
  takenBy: string | null,
  /**
   * None until taken.
   */
  counts: AttendanceCountsView | null,
};

/**
 * A register with what the caller may do with it.
 */
export type RegisterView = {
  canEdit: boolean,
  editableUntil: string | null,
  kind: 'lesson' | 'daily',
  scheduleID: string | null,
  subjectID: string | null,
  subject: string | null,
  sectionID: string,
  section: string,
  level: string,
  startTime: string | null,
  endTime: string | null,
  /**
   * `YYYY-MM-DD`.
   */
  date: string,
  taken: boolean,
  takenAt: string | null,
  takenBy: string | null,
  /**
   * None until taken.
   */
  counts: AttendanceCountsView | null,
};

/**
 * A student's report card (School Form 9) for a school year.
 */
export type ReportCard = {
  /**
   * The school's name, from the report card settings.
   */
  school: string,
  /**
   * `a4` or `letter`.
   */
  paper: ReportCardPaper,
  /**
   * The school year.
   */
  year: ReportCardYear,
  /**
   * Who the card is for.
   */
  student: ReportCardStudent,
  /**
   * The year's terms, earliest first.
   */
  terms: Array<ReportCardTerm>,
  /**
   * Each subject's published grades, by name.
   */
  subjects: Array<ReportCardSubject>,
  /**
   * The general average of the finals, once every subject has one.
   */
  generalAverage: number | null,
  /**
   * The general average's descriptor.
   */
  descriptor: string | null,
  /**
   * Days present and absent per month.
   */
  attendance: ReportCardAttendance,
  /**
   * The adviser's comment of each term that has one.
   */
  comments: Array<ReportCardComment>,
  /**
   * The descriptors' legend, highest first.
   */
  scale: Array<ReportCardScaleRow>,
};

/**
 * The attendance table.
 */
export type ReportCardAttendance = {
  /**
   * Each month of the school year.
   */
  months: Array<ReportCardMonth>,
  /**
   * The year's totals.
   */
  totals: ReportCardDays,
};

/**
 * The adviser's comment of a term.
 */
export type ReportCardComment = {
  /**
   * The term's name.
   */
  term: string,
  /**
   * The comment.
   */
  comment: string,
};

/**
 * Days of school, present and absent.
 */
export type ReportCardDays = {
  /**
   * School days.
   */
  schoolDays: number,
  /**
   * Days present (late counts as present).
   */
  present: number,
  /**
   * Days absent (absent or excused).
   */
  absent: number,
};

/**
 * A section's PDF a job wrote.
 */
export type ReportCardJobFile = {
  sectionID: string,
  name: string,
  students: number,
  bytes: number,
};

/**
 * The section a job is for: `{_id, section}` ("Grade 7 Rizal").
 */
export type ReportCardJobSection = {
  _id: string,
  section: string,
};

/**
 * A report card job as the calls answer it.
 */
export type ReportCardJobView = {
  _id: string,
  year: ReportCardJobYear,
  section: ReportCardJobSection | null,
  status: 'queued' | 'running' | 'done' | 'failed',
  done: number,
  total: number,
  error: string | null,
  createdAt: string,
  finishedAt: string | null,
  files: Array<ReportCardJobFile>,
};

/**
 * The school year a job is of: `{_id, name}`.
 */
export type ReportCardJobYear = {
  _id: string,
  name: string,
};

/**
 * `GET report-card-jobs`: the latest jobs, latest first.
 */
export type ReportCardJobsView = {
  /**
   * The jobs, latest first.
   */
  jobs: Array<ReportCardJobView>,
};

/**
 * One month of the attendance table.
 */
export type ReportCardMonth = {
  /**
   * `2026-06`.
   */
  month: string,
  /**
   * `Jun`.
   */
  label: string,
  /**
   * School days.
   */
  schoolDays: number,
  /**
   * Days present (late counts as present).
   */
  present: number,
  /**
   * Days absent (absent or excused).
   */
  absent: number,
};

/**
 * The paper report cards are printed on.
 */
export type ReportCardPaper = "a4" | "letter";

/**
 * A row of the descriptors' legend.
 */
export type ReportCardScaleRow = {
  /**
   * `90-100`, or `Below 75` for the lowest band.
   */
  range: string,
  /**
   * `Outstanding`.
   */
  label: string,
};

/**
 * `GET`/`POST settings`: the report cards' paper (`a4` or `letter`, as saving checks) and the
 * school name they print.
 */
export type ReportCardSettingsView = {
  paper: "a4" | "letter",
  schoolName: string,
  /**
   * DepEd's school ID, 6 digits; blank until given.
   */
  schoolID: string,
  region: string,
  division: string,
};

/**
 * The student as the card names them.
 */
export type ReportCardStudent = {
  /**
   * Their id.
   */
  _id: string,
  /**
   * First, middle and last name.
   */
  full_name: string,
  /**
   * The Learner Reference Number, when recorded.
   */
  lrn: string | null,
  /**
   * Their section's name.
   */
  section: string | null,
  /**
   * Their level's name.
   */
  level: string | null,
  /**
   * The adviser's name.
   */
  adviser: string | null,
};

/**
 * A subject's row.
 */
export type ReportCardSubject = {
  /**
   * The subject's name.
   */
  name: string,
  /**
   * The published quarterly grade of each term, `null` where there is none.
   */
  grades: Array<number | null>,
  /**
   * The final grade, once every term has a grade.
   */
  final: number | null,
  /**
   * The final grade's descriptor.
   */
  descriptor: string | null,
  /**
   * Whether the final grade passes.
   */
  passed: boolean | null,
};

/**
 * A term of the year.
 */
export type ReportCardTerm = {
  /**
   * Its id.
   */
  _id: string,
  /**
   * Its name, such as `First Quarter`.
   */
  name: string,
  /**
   * Its first day.
   */
  firstDay: string,
  /**
   * Its last day.
   */
  lastDay: string,
};

/**
 * A school year named on the card.
 */
export type ReportCardYear = {
  /**
   * Its id.
   */
  _id: string,
  /**
   * Its name, such as `2026-2027`.
   */
  name: string,
};

/**
 * `restore-students`: how many came back.
 */
export type RestoredView = {
  /**
   * How many students.
   */
  restored: number,
};

/**
 * A student row of `GET section`: a grade per subject column (null while none), the average
 * of a complete row with two decimals, and the adviser's comment.
 */
export type ReviewStudentView = {
  _id: string,
  full_name: string,
  image: string | null,
  grades: Array<number | null>,
  average: string | null,
  comment: string | null,
};

/**
 * A subject column of `GET section`: its teacher and when its term was submitted.
 */
export type ReviewSubjectView = {
  _id: string,
  name: string,
  teacher: string | null,
  submittedAt: string | null,
};

/**
 * Who a signed-in user is; every route names the roles it admits.
 */
export type Role = "admin" | "teacher" | "student" | "guardian" | "cashier";

/**
 * A student on a register, with their mark.
 */
export type RollStudentView = {
  _id: string,
  first_name: string,
  last_name: string,
  full_name: string,
  image: string | null,
  code: 'present' | 'late' | 'absent' | 'excused',
  minutesLate: number | null,
  note: string | null,
  /**
   * The reason of an excuse on file covering the day.
   */
  excuse: string | null,
};

/**
 * One register with its students: what `GET` and `POST /api/attendance/register` answer.
 */
export type RollView = {
  register: RegisterView,
  students: Array<RollStudentView>,
};

/**
 * One broken rule in one row of the file.
 */
export type RowError = {
  /**
   * The file's line the row starts on (the header is line 1).
   */
  line: number,
  /**
   * The column at fault, as named in the header.
   */
  column: string,
  /**
   * What is wrong, in words for the person who made the file.
   */
  message: string,
};

/**
 * A refused file's body (400): how many rows are bad, and each broken rule by line.
 */
export type RowsRefusedView = {
  message: string,
  rows: Array<RowError>,
};

/**
 * `POST score`: the score as kept and the student's term grade after it.
 */
export type SavedScoreView = {
  assessmentID: string,
  studentID: string,
  /**
   * A number as text (`"18.5"`), `"ex"` (excused), or `null` (not yet).
   */
  score: string | null,
  grade: GradeView | null,
};

/**
 * A weekly slot.
 */
export type ScheduleView = {
  _id: string,
  subject: string,
  day: string,
  startTime: string,
  endTime: string,
};

/**
 * A subject group's scheme, with the group's label and whether it is still DepEd's.
 */
export type SchemeEntryView = {
  group: SubjectGroup,
  label: string,
  scheme: GradingScheme,
  isDefault: boolean,
};

/**
 * `GET schemes`: every group's scheme, languages, mathScience, mapehTle.
 */
export type SchemesView = {
  schemes: Array<SchemeEntryView>,
};

/**
 * Both providers' settings.
 */
export type SchoolAccountsView = {
  providers: Array<ProviderSettingsView>,
};

/**
 * `GET school-years`: every school year with its terms and no-school days, latest first.
 */
export type SchoolYearsView = {
  years: Array<YearJson>,
};

/**
 * The section a count covers.
 */
export type ScopeView = {
  sectionID: string,
  section: string,
  level: string,
};

/**
 * An account's second step, as its 'Two-step sign-in' dialog shows it.
 */
export type SecondStepView = {
  /**
   * True once set up.
   */
  enabled: boolean,
  /**
   * Recovery codes not yet used.
   */
  recovery_codes_left: number,
  /**
   * True when the school requires one of this account (it cannot be turned off).
   */
  required: boolean,
};

/**
 * `GET guardian-alerts`: what the section's guardians were told on `date` (`YYYY-MM-DD`).
 */
export type SectionAlertsView = {
  date: string,
  alerts: Array<AlertView>,
};

/**
 * `get-section`: a section with its students, subjects and files, its level and its adviser.
 * The admin's section screens read the adviser under two names, `teacher` where a section is
 * created and `adviser` where it is edited: both are answered, with the same value.
 */
export type SectionAnswerView = {
  section: SectionDetailView,
  level: LevelView,
  teacher: TeacherRefView | null,
  adviser: TeacherRefView | null,
};

/**
 * A section with its students and files.
 */
export type SectionDetailView = {
  students: Array<SectionStudentView>,
  levelName: string,
  category: string,
  categoryName: string,
  files: Array<SectionFileView>,
  _id: string,
  section: string,
  level: string,
  adviser: string | null,
  adviserName: string | null,
  subjects: Array<SubjectRefView>,
};

/**
 * A section's lesson guide: `name` is the stored path (clients download it from there),
 * `fileName` the original name.
 */
export type SectionFileView = {
  _id: string,
  name: string,
  fileName: string,
};

/**
 * `GET section`: an adviser's section across its subjects in one term.
 */
export type SectionGradesView = {
  section: GradedSectionView,
  term: GradesTermView,
  terms: Array<GradesTermView>,
  subjects: Array<ReviewSubjectView>,
  students: Array<ReviewStudentView>,
  publishedAt: string | null,
};

/**
 * A section at the year end: its students, and where they go.
 */
export type SectionJson = {
  sectionID: string,
  section: string,
  students: number,
  /**
   * "graduate", a section's id, or null when the students stay.
   */
  to: string | null,
  /**
   * "Graduate", the section's "Grade 8 - Rizal", or null.
   */
  toName: string | null,
};

/**
 * A section with where it sits and its lesson guides, without its students (as its own
 * students see it).
 */
export type SectionOverviewView = {
  levelName: string,
  category: string,
  categoryName: string,
  files: Array<SectionFileView>,
  _id: string,
  section: string,
  level: string,
  adviser: string | null,
  adviserName: string | null,
  subjects: Array<SubjectRefView>,
};

/**
 * One section of `GET publications`: its subjects, how many are submitted, when it was published.
 */
export type SectionPublicationView = {
  _id: string,
  section: string,
  level: string,
  subjects: number,
  submitted: number,
  publishedAt: string | null,
};

export type SectionRef = {
  sectionID: string,
  section: string,
};

/**
 * A student as a section lists them.
 */
export type SectionStudentView = {
  _id: string,
  image: string | null,
  first_name: string,
  last_name: string,
  full_name: string,
  birthdate: string,
  email: string,
  parent_guardian: ParentNameView,
};

/**
 * A section with adviser and subjects (the level screen's rows).
 */
export type SectionView = {
  _id: string,
  section: string,
  level: string,
  adviser: string | null,
  adviserName: string | null,
  subjects: Array<SubjectRefView>,
};

/**
 * One signed-in browser.
 */
export type SessionItemView = {
  /**
   * The id to end it by.
   */
  id: string,
  /**
   * "iPhone", "Windows computer", … ("Unknown device" when the browser did not say).
   */
  device: string,
  /**
   * "Chrome", "Safari", … ("Unknown browser").
   */
  browser: string,
  /**
   * The address it signed in from (empty when unknown).
   */
  ip_address: string,
  /**
   * When it signed in (RFC 3339, UTC).
   */
  started_at: string,
  /**
   * When it was last used, to the minute (its start when never since).
   */
  last_used_at: string,
  /**
   * True for the browser asking.
   */
  current: boolean,
};

/**
 * Who is signed in (`GET /api/session`, and a sign-in finished with its second step).
 */
export type SessionView = {
  role: Role,
  user: UserView,
  /**
   * The new recovery codes, shown once, when the sign-in set its second step up.
   */
  recovery_codes?: Array<string>,
};

/**
 * The settings as answered.
 */
export type SettingsView = {
  registers: 'lesson' | 'daily' | 'both',
  editDays: number,
  chronicPercent: number,
};

/**
 * A secret being set up: typed in, or read from the QR code of `uri`.
 */
export type SetupView = {
  /**
   * The secret, base32 (shown for apps that cannot scan).
   */
  secret: string,
  /**
   * The `otpauth://` address the QR code holds.
   */
  uri: string,
};

/**
 * One count per day for each sex.
 */
export type SexTotals = {
  male: Array<AttendanceCountsView>,
  female: Array<AttendanceCountsView>,
};

/**
 * A provider a login page offers.
 */
export type SignInProviderView = {
  /**
   * `google` or `microsoft`.
   */
  id: string,
  /**
   * `Google` or `Microsoft`.
   */
  name: string,
};

/**
 * The providers the login pages offer: those turned on.
 */
export type SignInProvidersView = {
  providers: Array<SignInProviderView>,
};

/**
 * The school's rule, as the Administrators screen shows it.
 */
export type SignInSettingsView = {
  /**
   * True when administrators and cashiers must give a second step.
   */
  second_step_required: boolean,
};

/**
 * An account's sessions, the caller's own first.
 */
export type SignedInView = {
  sessions: Array<SessionItemView>,
};

/**
 * `POST submit` and `POST withdraw`: where the gradebook now stands.
 */
export type StatusChangeView = {
  status: GradebookStatusView,
};

/**
 * `import-classes` of a good file: what was (or, on a check, would be) created and reused, and
 * the advisers and teachers left unassigned.
 */
export type StructureImportView = {
  message: string,
  check: boolean,
  created: StructureTally,
  reused: StructureTally,
  warnings: Array<string>,
};

/**
 * How many rows of each kind an import creates, or finds already there.
 */
export type StructureTally = {
  categories: number,
  levels: number,
  sections: number,
  subjects: number,
  schedules: number,
};

/**
 * `GET /api/students/classwork`: the student's classwork that has appeared, each with their
 * work: what is still to do (soonest due first), what is past its due time without being
 * turned in, and what is turned in or returned.
 */
export type StudentClassworkView = {
  /**
   * Not turned in, due now or later.
   */
  todo: Array<AssignmentView>,
  /**
   * Not turned in and past due, latest due first.
   */
  missing: Array<AssignmentView>,
  /**
   * Turned in or returned, latest due first.
   */
  done: Array<AssignmentView>,
};

/**
 * A student's day and term: what `GET /api/students/home` answers.
 */
export type StudentHomeView = {
  /**
   * The lessons of the day, as `GET /api/timetable/today` answers a student.
   */
  today: TodayView,
  /**
   * The term so far, as `GET /api/attendance/student-summary` answers it; null outside the
   * school year.
   */
  attendance: SummaryView | null,
  /**
   * The latest term with a published grade; null without a current school year.
   */
  grades: LatestGradesView | null,
};

/**
 * A student as the list shows them, with their learner's record.
 */
export type StudentRecordView = {
  learner: LearnerView,
  _id: string,
  first_name: string,
  middle_name: string | null,
  last_name: string,
  full_name: string,
  email: string,
  address: string,
  image: string | null,
  birthdate: string,
  category: string | null,
  categoryID: string | null,
  level: string | null,
  levelID: string | null,
  section: string | null,
  sectionID: string | null,
  parent_guardian: ParentGuardianView,
  must_change_password: boolean,
};

/**
 * A student, in the field names the API contract fixes.
 */
export type StudentView = {
  _id: string,
  first_name: string,
  middle_name: string | null,
  last_name: string,
  full_name: string,
  email: string,
  address: string,
  image: string | null,
  birthdate: string,
  category: string | null,
  categoryID: string | null,
  level: string | null,
  levelID: string | null,
  section: string | null,
  sectionID: string | null,
  parent_guardian: ParentGuardianView,
  must_change_password: boolean,
};

/**
 * One student's work as the teacher reviews it.
 */
export type StudentWorkView = {
  studentID: string,
  /**
   * `Cruz, Juan`.
   */
  name: string,
  /**
   * `assigned`, `missing`, `turnedIn` or `returned`.
   */
  status: string,
  /**
   * Turned in after the due time.
   */
  late: boolean,
  /**
   * When it was turned in (RFC 3339, UTC).
   */
  turnedInAt: string | null,
  /**
   * When it was returned (RFC 3339, UTC).
   */
  returnedAt: string | null,
  /**
   * The answer written.
   */
  answer: string,
  /**
   * The files handed in, oldest first (their stored path's extension tells their type).
   */
  files: Array<ClassworkFileView>,
  /**
   * The score (a graded piece's is the gradebook's); null when none.
   */
  score: number | null,
  /**
   * Excused in the gradebook.
   */
  excused: boolean,
  /**
   * The teacher's comment.
   */
  comment: string,
};

/**
 * One card of the teacher's Classes screen.
 */
export type SubjectCardView = {
  _id: string,
  subject: string,
  section: string,
  sectionName: string,
  level: string,
  levelName: string,
  studentCount: number,
};

/**
 * A subject's file: `file` is the stored path (clients download it from there), `name` the
 * original name.
 */
export type SubjectFileView = {
  _id: string,
  file: string,
  name: string,
};

/**
 * The subject groups DepEd weighs differently (Grades 1 to 10).
 */
export type SubjectGroup = "languages" | "mathScience" | "mapehTle";

/**
 * A subject as a section lists it.
 */
export type SubjectRefView = {
  _id: string,
  subjectID: string,
  subject: string,
  teacher: string | null,
  teacherName: string | null,
};

/**
 * A subject with its teacher, schedule and files.
 */
export type SubjectView = {
  _id: string,
  subject: string,
  section: string,
  sectionName: string,
  teacher: string | null,
  teacherName: string | null,
  schedules: Array<ScheduleView>,
  files: Array<SubjectFileView>,
};

/**
 * A subject's grades of the year: one per term (null before it is published), the final grade
 * once every term has one, described by the subject's scale.
 */
export type SubjectYearGradesView = {
  _id: string,
  name: string,
  grades: Array<number | null>,
  final: number | null,
  descriptor: string | null,
  passed: boolean | null,
};

/**
 * The student a summary is of, with their section if they have one.
 */
export type SummaryStudent = {
  _id: string,
  full_name: string,
  sectionID: string | null,
  section: string | null,
  level: string | null,
};

/**
 * `GET student-summary`: a student's term so far.
 */
export type SummaryView = {
  student: SummaryStudent,
  term: AttendanceTermView | null,
  schoolDays: number,
  daysRecorded: number,
  present: number,
  late: number,
  absent: number,
  excused: number,
  percentPresent: number | null,
  events: Array<EventView>,
  /**
   * The days recorded, by month, earliest first.
   */
  months: Array<MonthTallyView>,
};

/**
 * A level the teacher teaches in.
 */
export type TaughtLevelView = {
  _id: string,
  level: string,
};

/**
 * A section the teacher teaches in, with its level's id and how many students it has.
 */
export type TaughtSectionView = {
  _id: string,
  section: string,
  level: string,
  studentCount: number,
};

/**
 * A teacher as a student of theirs sees them: name, photo, contact and video meeting.
 */
export type TeacherCardView = {
  _id: string,
  first_name: string,
  middle_name: string | null,
  last_name: string,
  full_name: string,
  image: string | null,
  email: string,
  phone: string,
  zoom_link: string | null,
  zoom_id: string | null,
  zoom_password: string | null,
};

/**
 * A subject a teacher teaches.
 */
export type TeacherClassView = {
  subjectID: string,
  subject: string,
};

/**
 * `get-teacher-subjects`: the teacher's subjects, and their sections and levels once each.
 */
export type TeacherClassesView = {
  subjects: Array<SubjectCardView>,
  sections: Array<TaughtSectionView>,
  levels: Array<TaughtLevelView>,
};

/**
 * `GET /api/teachers/classwork`: the classwork of the subjects the teacher teaches, latest due
 * first.
 */
export type TeacherClassworkView = {
  /**
   * The classwork.
   */
  classwork: Array<AssignmentView>,
};

/**
 * What `GET home` answers.
 */
export type TeacherHomeView = {
  /**
   * The registers of the day.
   */
  day: DayView,
  /**
   * The term the gradebooks are of; null outside the terms.
   */
  term: AttendanceTermView | null,
  /**
   * Each subject the teacher teaches, submitted or not for the term.
   */
  gradebooks: Array<GradebookDueView>,
  /**
   * The advisory sections' students marked other than present today.
   */
  advisoryMarks: Array<AdvisoryMarkView>,
  /**
   * Messages to the teacher not yet read.
   */
  unreadMessages: number,
};

/**
 * A teacher as the guardian portal names them.
 */
export type TeacherName = {
  _id: string,
  full_name: string,
  image: string | null,
};

/**
 * A teacher named on a section: the adviser.
 */
export type TeacherRefView = {
  _id: string,
  full_name: string,
};

/**
 * A subject as its teacher sees it: with its level and how many students the section has.
 */
export type TeacherSubjectView = {
  level: string,
  levelName: string,
  studentCount: number,
  _id: string,
  subject: string,
  section: string,
  sectionName: string,
  teacher: string | null,
  teacherName: string | null,
  schedules: Array<ScheduleView>,
  files: Array<SubjectFileView>,
};

/**
 * A teacher, in the field names the API contract fixes.
 */
export type TeacherView = {
  _id: string,
  first_name: string,
  middle_name: string | null,
  last_name: string,
  full_name: string,
  phone: string,
  email: string,
  image: string | null,
  birthdate: string,
  address: string,
  zoom_link: string | null,
  zoom_id: string | null,
  zoom_password: string | null,
  advisoryClass: Array<AdvisoryClassView>,
  classes: Array<TeacherClassView>,
  must_change_password: boolean,
};

/**
 * `GET /api/teachers/classwork-work?assignmentID=`: a piece with its class's work.
 */
export type TeacherWorkView = {
  /**
   * The piece.
   */
  assignment: AssignmentView,
  /**
   * How many of the class stand where.
   */
  counts: WorkCountsView,
  /**
   * Each student of the class (and any other with work on it), by last then first name.
   */
  students: Array<StudentWorkView>,
};

/**
 * What the timetable calls answer: the week, and the advised sections' weeks.
 */
export type TimetableView = {
  week: WeekView,
  advisory: Array<WeekView>,
};

/**
 * What `GET /api/timetable/today` answers.
 */
export type TodayView = {
  /**
   * `YYYY-MM-DD`.
   */
  date: string,
  day: string,
  /**
   * False on a no-school day and outside the current school year.
   */
  schoolDay: boolean,
  /**
   * The no-school day's name, when the date is one.
   */
  noSchoolDay: string | null,
  lessons: Array<LessonView>,
};

/**
 * What `transfer-out`, `drop-learner` and `transfer-in` answer: the learner's enrolment of the
 * year as it now stands, and whether they went to the archive at once.
 */
export type TransferAnswer = {
  enrolment: EnrolmentView,
  /**
   * True when the day they left was already over.
   */
  archived: boolean,
};

/**
 * `undo-import`: how many accounts left.
 */
export type UndoneView = {
  message: string,
  count: number,
};

/**
 * A student without a guardian account, with their guardian block.
 */
export type UnlinkedStudentView = {
  _id: string,
  first_name: string,
  last_name: string,
  full_name: string,
  email: string,
  sectionID: string | null,
  section: string | null,
  level: string | null,
  parent_name: string,
  parent_email: string | null,
  relationship: string,
};

/**
 * `POST /api/notifications/read`: how many are still unread.
 */
export type UnreadView = {
  /**
   * How many are unread.
   */
  unread: number,
};

/**
 * Any signed-in user.
 */
export type UserView = AdminView | TeacherView | StudentView | GuardianView;

/**
 * A week: its title and its lessons, Monday first and by start time.
 */
export type WeekView = {
  title: string,
  lessons: Array<LessonView>,
};

/**
 * How many students' work stands where: turned in (late ones included, returned ones not),
 * turned in late, missing (past due, never turned in), returned, and not turned in yet.
 */
export type WorkCountsView = {
  turnedIn: number,
  late: number,
  missing: number,
  returned: number,
  assigned: number,
};

/**
 * A student's work on a piece of classwork, as the student sees it.
 */
export type WorkView = {
  /**
   * `assigned` (not turned in), `turnedIn` or `returned`.
   */
  status: string,
  /**
   * The answer written (plain text).
   */
  answer: string,
  /**
   * The files added, oldest first.
   */
  files: Array<ClassworkFileView>,
  /**
   * When it was turned in (RFC 3339, UTC); null while it is not.
   */
  turnedInAt: string | null,
  /**
   * Turned in after the due time.
   */
  late: boolean,
  /**
   * When the teacher returned it (RFC 3339, UTC).
   */
  returnedAt: string | null,
  /**
   * The score, once returned with one.
   */
  score: number | null,
  /**
   * The teacher's comment, once returned.
   */
  comment: string | null,
};

/**
 * `close-school-year`'s answer: the counts, and where each section's students go.
 */
export type YearEndView = {
  /**
   * True while nothing was changed.
   */
  preview: boolean,
  year: string,
  moved: number,
  graduated: number,
  sections: Array<SectionJson>,
};

/**
 * `GET /api/grades/mine`: a student's published grades of a year; `year` null and the lists
 * empty without a school year.
 */
export type YearGradesView = {
  year: GradesYearView | null,
  terms: Array<GradesTermView>,
  subjects: Array<SubjectYearGradesView>,
  generalAverage: number | null,
  descriptor: string | null,
};

/**
 * A school year as answered, with its terms and no-school days in date order.
 */
export type YearJson = {
  _id: string,
  name: string,
  firstDay: string,
  lastDay: string,
  /**
   * True for the one current year.
   */
  current: boolean,
  /**
   * True once the year end was done.
   */
  closed: boolean,
  terms: Array<PeriodJson>,
  noSchoolDays: Array<PeriodJson>,
};
