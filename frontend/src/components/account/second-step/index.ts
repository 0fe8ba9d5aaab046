export { CodeField } from './code-field';
export { RecoveryCodes } from './recovery-codes';
export { SetupPanel } from './setup-panel';
export * from './texts';
