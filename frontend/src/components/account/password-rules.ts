/** Same minimum as the server enforces. */
export const MIN_PASSWORD_LENGTH = 8;

/** The messages the password forms show beside their fields. */
export const PASSWORD_MESSAGES = {
  currentRequired: 'Enter your current password.',
  tooShort: `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  mismatch: 'The passwords do not match.',
} as const;
