import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ScheduleForm as ScheduleFormApi, ScheduleFormValues } from '../hooks/use-schedule-form';
import { DAYS, HALVES, TIMES } from '../utils/schedule';

export interface ScheduleFormProps {
  form: ScheduleFormApi;
  onSubmit: (values: ScheduleFormValues) => void;
  submitting: boolean;
  /** Shown beside the submit button, e.g. a Cancel. */
  extraActions?: ReactNode;
  /** One field under the other, for a narrow side panel. */
  stacked?: boolean;
}

interface TimeFieldProps {
  form: ScheduleFormApi;
  label: string;
  hourField: 'startHour' | 'endHour';
  halfField: 'startHalf' | 'endHalf';
}

/** A time in 5-minute steps (typing filters it: "7:3" finds 07:30) and its AM/PM, side by side. */
function TimeField({ form, label, hourField, halfField }: TimeFieldProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        label={label}
        required
        searchable
        data={TIMES}
        placeholder="hh:mm"
        nothingFoundMessage="Choose a time such as 07:30"
        limit={TIMES.length}
        flex={1}
        {...form.getInputProps(hourField)}
      />
      <Select
        label="AM/PM"
        aria-label={`${label} AM/PM`}
        required
        data={[...HALVES]}
        placeholder="AM/PM"
        w={110}
        {...form.getInputProps(halfField)}
      />
    </Group>
  );
}

/**
 * Day (Monday to Sunday), start and end (a time from 01:00 to 12:55 in 5-minute steps, with AM
 * or PM) of a weekly slot, all required and all starting blank; used by the wizard and the
 * subject panel.
 */
export function ScheduleForm({ form, onSubmit, submitting, extraActions, stacked = false }: ScheduleFormProps) {
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <SimpleGrid cols={stacked ? 1 : { base: 1, md: 3 }}>
          <Select label="Day" required data={[...DAYS]} placeholder="Choose a day" {...form.getInputProps('day')} />
          <TimeField form={form} label="Start time" hourField="startHour" halfField="startHalf" />
          <TimeField form={form} label="End time" hourField="endHour" halfField="endHalf" />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            Add schedule
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
