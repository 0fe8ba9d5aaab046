import { Stack, Text } from '@mantine/core';
import { useCreateSchedule } from '../../api/create-schedule';
import { scheduleSlot, showScheduleErrors, useScheduleForm } from '../../hooks/use-schedule-form';
import type { Chosen } from '../../types';
import { ScheduleForm } from '../schedule-form';

export interface ScheduleStepProps {
  subject: Chosen;
  onAdded: () => void;
}

/** Step 4: a weekly slot for the subject; all of day, start and end must be chosen. */
export function ScheduleStep({ subject, onAdded }: ScheduleStepProps) {
  const form = useScheduleForm();
  const createSchedule = useCreateSchedule({
    onSuccess: () => onAdded(),
    onError: (error) => showScheduleErrors(form, error),
  });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{`Schedule for ${subject.name}`}</Text>
      <ScheduleForm
        form={form}
        submitting={createSchedule.isPending}
        onSubmit={(values) => createSchedule.mutate({ subject: subject.id, ...scheduleSlot(values) })}
      />
    </Stack>
  );
}
