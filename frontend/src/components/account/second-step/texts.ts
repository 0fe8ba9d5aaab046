/** The texts of two-step sign-in that the tests find its screens by; keep them exactly. */
export const TWO_STEP_TITLE = 'Two-step sign-in';
export const CODE_LABEL = 'Code';
export const CODE_HINT = 'The 6-digit code from your authenticator app, or one of your recovery codes.';
export const RECOVERY_CODES_HEADING = 'Your recovery codes';
export const RECOVERY_CODES_SAVED = 'I have saved these codes';
export const SECRET_LABEL = 'Setup key';
export const QR_LABEL = 'QR code for your authenticator app';

/** Staff may sign in with a second step: administrators, cashiers and teachers. */
export function offersTwoStep(role: string | undefined): boolean {
  return role === 'admin' || role === 'cashier' || role === 'teacher';
}
