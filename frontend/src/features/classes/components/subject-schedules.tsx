import { ActionIcon, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useAddSubjectSchedule } from '../api/add-subject-schedule';
import { useDeleteSubjectSchedule } from '../api/delete-subject-schedule';
import { scheduleSlot, showScheduleErrors, useScheduleForm } from '../hooks/use-schedule-form';
import type { Subject } from '../types';
import { CLASS_TEXTS } from '../utils/texts';
import { ScheduleForm } from './schedule-form';

/** "Add schedule" form: mounted fresh each time it opens, closed once the slot is added. */
function AddScheduleForm({ subject, onDone }: { subject: Subject; onDone: () => void }) {
  const form = useScheduleForm();
  const addSchedule = useAddSubjectSchedule({
    onSuccess: () => onDone(),
    onError: (error) => showScheduleErrors(form, error),
  });
  return (
    <Paper withBorder radius="md" p="md">
      <ScheduleForm
        stacked
        form={form}
        submitting={addSchedule.isPending}
        onSubmit={(values) => addSchedule.mutate({ subjectID: subject._id, ...scheduleSlot(values) })}
        extraActions={
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        }
      />
    </Paper>
  );
}

/** The subject's weekly slots (Day, Start Time, End Time), each removable, and 'Add schedule'. */
export function SubjectSchedules({ subject }: { subject: Subject }) {
  const [adding, setAdding] = useState(false);
  const deleteSchedule = useDeleteSubjectSchedule();

  const confirmRemove = (scheduleID: string) => {
    if (window.confirm(CLASS_TEXTS.confirmRemoveSchedule(subject.subject))) {
      deleteSchedule.mutate({ scheduleID, subjectID: subject._id });
    }
  };

  const columns: DataTableColumn<Subject['schedules'][number]>[] = [
    { key: 'day', header: 'Day', cell: (schedule) => schedule.day },
    { key: 'start', header: 'Start Time', cell: (schedule) => schedule.startTime },
    { key: 'end', header: 'End Time', cell: (schedule) => schedule.endTime },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (schedule) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${schedule.day} ${schedule.startTime} to ${schedule.endTime}`}
          loading={deleteSchedule.isPending && deleteSchedule.variables.scheduleID === schedule._id}
          onClick={() => confirmRemove(schedule._id)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>Schedule</Title>
        {!adding && (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
            Add schedule
          </Button>
        )}
      </Group>
      {adding && <AddScheduleForm subject={subject} onDone={() => setAdding(false)} />}
      <DataTable
        label={`Schedule of ${subject.subject}`}
        columns={columns}
        rows={subject.schedules}
        rowKey={(schedule) => schedule._id}
        emptyText="No schedules yet."
      />
    </Stack>
  );
}
