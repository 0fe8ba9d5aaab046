import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatMonthYear } from '@/lib/dates';
import { isMonth, shiftMonth } from '../utils/months';

export interface MonthPickerProps {
  /** `YYYY-MM` */
  value: string;
  onChange: (month: string) => void;
  /** The last month that may be chosen (`YYYY-MM`): the current one. */
  max: string;
}

/** 'Month' with 'Previous month' and 'Next month' beside it (up to `max`). */
export function MonthPicker({ value, onChange, max }: MonthPickerProps) {
  const previous = shiftMonth(value, -1);
  const next = shiftMonth(value, 1);
  return (
    <Group gap={4} align="flex-end" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={`Previous month, ${formatMonthYear(previous)}`}
        onClick={() => onChange(previous)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      <TextInput
        label="Month"
        type="month"
        w="11rem"
        max={max}
        value={value}
        onChange={(event) => {
          const month = event.currentTarget.value;
          if (isMonth(month) && month <= max) onChange(month);
        }}
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={`Next month, ${formatMonthYear(next)}`}
        disabled={next > max}
        onClick={() => onChange(next)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
