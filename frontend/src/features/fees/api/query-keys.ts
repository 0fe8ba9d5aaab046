/** The keys of the fee queries: every fee query starts with `feesKeys.all`. */
export const feesKeys = {
  all: ['fees'] as const,
  /** Every schedule of every year. */
  schedules: () => [...feesKeys.all, 'schedule'] as const,
  /** Every level's schedule of a year: the year's discounts are in each. */
  schedulesOf: (schoolYearID: string) => [...feesKeys.schedules(), schoolYearID] as const,
  schedule: (schoolYearID: string, levelID: string) => [...feesKeys.schedulesOf(schoolYearID), levelID] as const,
  /** Every account read. */
  accounts: () => [...feesKeys.all, 'account'] as const,
  /** A learner's accounts, of every year. */
  accountsOf: (studentID: string) => [...feesKeys.accounts(), studentID] as const,
  account: (studentID: string, schoolYearID: string) => [...feesKeys.accountsOf(studentID), schoolYearID] as const,
  /** The learners a search finds, by what was typed. */
  learners: (q: string) => [...feesKeys.all, 'learners', q] as const,
  /** A guardian's child's account of the current year. */
  childAccount: (studentID: string) => [...feesKeys.all, 'child', studentID] as const,
  /** Every list of reminders sent: sending reminders changes them. */
  reminders: () => [...feesKeys.all, 'child-reminders'] as const,
  /** The reminders a guardian was sent about their child. */
  childReminders: (studentID: string) => [...feesKeys.reminders(), studentID] as const,
  /** A student's own account of the current year. */
  ownAccount: (studentID: string) => [...feesKeys.all, 'own', studentID] as const,
  /** The school's fee settings: whether students see their fees, and when guardians are reminded. */
  settings: () => [...feesKeys.all, 'settings'] as const,
  /** Every report: a payment, a void or an assessment changes them all. */
  reports: () => [...feesKeys.all, 'report'] as const,
  aging: (schoolYearID: string) => [...feesKeys.reports(), 'aging', schoolYearID] as const,
  clearance: (schoolYearID: string, sectionID: string | null) => [...feesKeys.reports(), 'clearance', schoolYearID, sectionID ?? ''] as const,
  collections: (from: string, to: string) => [...feesKeys.reports(), 'collections', from, to] as const,
  /** The caller's own collections of a day: a payment or a void changes them too. */
  myDay: (day: string) => [...feesKeys.reports(), 'my-day', day] as const,
};
