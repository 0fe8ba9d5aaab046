export { CodeField } from './code-field';
export { RecoveryCodes } from './recovery-codes';
export { SetupPanel } from './lazy-setup-panel';
export * from './texts';
