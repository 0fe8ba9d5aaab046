export { AccountDialogs } from './account-dialogs';
export { useAccountDialogStore } from './account-dialog-store';
export { AccountNavItems } from './account-nav-items';
export { ChangePasswordForm } from './change-password-form';
export { SIGNED_IN_TITLE, SignedInDialog } from './signed-in-dialog';
export { ThemeControl, ThemeMenuItems } from './theme-choice';
export { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from './password-rules';
export { TwoStepDialog } from './two-step-dialog';
export * from './second-step';
