/** What the administrator's Home says when a card has no figure to show. */
export const ADMIN_HOME_TEXTS = {
  noSchool: 'No school today.',
  noRegisterYet: 'No register taken yet today.',
  allTaken: 'Every register of today has been taken.',
  noTerm: 'No term is under way.',
  noGradebooks: 'No gradebooks this term.',
  noDays: 'No register taken this term yet.',
} as const;

/** "92.5%": a share with one decimal. */
export function percentText(percent: number): string {
  return `${percent.toFixed(1)}%`;
}
