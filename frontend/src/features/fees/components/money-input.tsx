import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent } from 'react';
import { hundredthsText, parseCentavos } from '../lib/money';

export interface MoneyInputProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  /** The amount as typed, in pesos. */
  value?: string;
  onChange: (value: string) => void;
}

/**
 * An amount in pesos, typed as text (`1234.5`) and written with two decimals when left
 * (`1234.50`); read into centavos from its digits when sent (see `../lib/money`).
 */
export function MoneyInput({ value = '', onChange, onBlur, ...props }: MoneyInputProps) {
  const tidy = (event: FocusEvent<HTMLInputElement>) => {
    const centavos = parseCentavos(value);
    if (centavos !== null && value.trim() !== '') onChange(hundredthsText(centavos));
    onBlur?.(event);
  };
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection="₱"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={tidy}
      {...props}
    />
  );
}
