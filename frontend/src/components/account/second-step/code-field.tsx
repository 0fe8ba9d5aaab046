import { TextInput, type TextInputProps } from '@mantine/core';
import { CODE_HINT, CODE_LABEL } from './texts';

/** The one field a second step is given in: a one-time code (or, when `recovery`, a recovery code). */
export function CodeField({ recovery = true, ...props }: TextInputProps & { recovery?: boolean }) {
  return (
    <TextInput
      label={CODE_LABEL}
      description={recovery ? CODE_HINT : 'The 6-digit code your authenticator app shows for Lyceum.'}
      autoComplete="one-time-code"
      // Digits on a phone's keypad; a recovery code is typed from the full keyboard's switch.
      inputMode={recovery ? 'text' : 'numeric'}
      autoCapitalize="off"
      spellCheck={false}
      maxLength={32}
      data-autofocus
      {...props}
    />
  );
}
