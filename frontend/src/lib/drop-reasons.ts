/**
 * DepEd's reasons for dropping out, as SF2's legend codes them (`a.1` to `f.1`): the server
 * takes only these codes (`DROP_REASONS` of the enrolment rules), and the forms write the code.
 */
export const DROP_REASONS = [
  { code: 'a.1', reason: 'Had to take care of siblings' },
  { code: 'a.2', reason: 'Early marriage/pregnancy' },
  { code: 'a.3', reason: "Parents' attitude toward schooling" },
  { code: 'a.4', reason: 'Family problems' },
  { code: 'b.1', reason: 'Illness' },
  { code: 'b.2', reason: 'Overage' },
  { code: 'b.3', reason: 'Death' },
  { code: 'b.4', reason: 'Drug abuse' },
  { code: 'b.5', reason: 'Poor academic performance' },
  { code: 'b.6', reason: 'Lack of interest/distractions' },
  { code: 'b.7', reason: 'Hunger/malnutrition' },
  { code: 'c.1', reason: 'Teacher factor' },
  { code: 'c.2', reason: 'Physical condition of classroom' },
  { code: 'c.3', reason: 'Peer influence' },
  { code: 'd.1', reason: 'Distance between home and school' },
  { code: 'd.2', reason: 'Armed conflict (incl. tribal wars and clan feuds)' },
  { code: 'd.3', reason: 'Calamities/disasters' },
  { code: 'e.1', reason: 'Child labor, work' },
  { code: 'f.1', reason: 'Other reasons' },
] as const;

/** One of DepEd's codes, `a.1` to `f.1`. */
export type DropReasonCode = (typeof DROP_REASONS)[number]['code'];

/** The reasons as a Select lists them: the code sent, and "b.1 Illness" shown. */
export const DROP_REASON_OPTIONS = DROP_REASONS.map(({ code, reason }) => ({ value: code, label: `${code} ${reason}` }));
