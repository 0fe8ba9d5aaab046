import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { isIsoDate } from '@/lib/dates';

export interface DayPickerProps {
  /** The day shown, `YYYY-MM-DD`. */
  value: string;
  /** Called with each whole day typed or picked up to `max`; a half-typed one is ignored. */
  onChange: (day: string) => void;
  /** The last day that may be chosen (today, for registers). */
  max: string;
  description?: ReactNode;
}

/** 'Day': the date field of the register screens, never past `max`. */
export function DayPicker({ value, onChange, max, description }: DayPickerProps) {
  return (
    <TextInput
      label="Day"
      description={description}
      type="date"
      w="12rem"
      max={max}
      value={value}
      onChange={(event) => {
        const day = event.currentTarget.value;
        if (isIsoDate(day) && day <= max) onChange(day);
      }}
    />
  );
}
