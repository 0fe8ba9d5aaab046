import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
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
      {subject.schedules.length === 0 ? (
        <Text c="dimmed" size="sm">
          No schedules yet.
        </Text>
      ) : (
        <Table verticalSpacing="xs" aria-label={`Schedule of ${subject.subject}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Start Time</Table.Th>
              <Table.Th>End Time</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subject.schedules.map((schedule) => (
              <Table.Tr key={schedule._id}>
                <Table.Td>{schedule.day}</Table.Td>
                <Table.Td>{schedule.startTime}</Table.Td>
                <Table.Td>{schedule.endTime}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${schedule.day} ${schedule.startTime} to ${schedule.endTime}`}
                    loading={deleteSchedule.isPending && deleteSchedule.variables.scheduleID === schedule._id}
                    onClick={() => confirmRemove(schedule._id)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
