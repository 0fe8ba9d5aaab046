import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ScheduleForm as ScheduleFormApi, ScheduleFormValues } from '../hooks/use-schedule-form';
import { DAYS, HALVES, HOURS } from '../utils/schedule';

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

/** An hour and its AM/PM, side by side. */
function TimeField({ form, label, hourField, halfField }: TimeFieldProps) {
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select label={label} required data={HOURS} placeholder="hh:00" flex={1} {...form.getInputProps(hourField)} />
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
 * Day (Monday to Sunday), start and end (an hour from 01:00 to 12:00 with AM or PM) of a weekly
 * slot, all required and all starting blank; used by the wizard and the subject panel.
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
