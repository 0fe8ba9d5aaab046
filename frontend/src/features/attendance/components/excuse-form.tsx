import { Button, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';
import { showServerErrors } from '@/lib/server-errors';
import { notifySuccess } from '@/lib/notify';
import { isIsoDate } from '@/lib/dates';
import { useRecordExcuse } from '../api/excuses';
import { EXCUSE_MESSAGES, REASON_MAX_LENGTH } from '../utils/texts';

/** The excuse's fields, as the server names them in `errors`. */
const EXCUSE_FIELDS = ['studentID', 'firstDay', 'lastDay', 'reason'] as const;

interface ExcuseValues {
  studentID: string | null;
  firstDay: string;
  lastDay: string;
  reason: string;
}

export interface ExcuseFormProps {
  /** The students to choose from (a section's), or the one student the excuse is for. */
  students: { value: string; label: string }[] | { value: string; label: string };
}

/**
 * 'Record an excuse': the student, the first day, an optional last day (blank: that day only)
 * and the reason. Checked before sending with the server's rules; its refusals show beside
 * their fields.
 */
export function ExcuseForm({ students }: ExcuseFormProps) {
  const headingId = useId();
  const record = useRecordExcuse();
  const single = Array.isArray(students) ? null : students;
  const list = Array.isArray(students) ? students : [];
  const form = useForm<ExcuseValues>({
    initialValues: { studentID: single?.value ?? null, firstDay: '', lastDay: '', reason: '' },
    validate: {
      studentID: (value) => (value ? null : EXCUSE_MESSAGES.studentID),
      firstDay: (value) => (!value ? EXCUSE_MESSAGES.firstDay : isIsoDate(value) ? null : EXCUSE_MESSAGES.badDay),
      lastDay: (value, values) =>
        !value ? null : !isIsoDate(value) ? EXCUSE_MESSAGES.badDay : value < values.firstDay ? EXCUSE_MESSAGES.lastDay : null,
      reason: (value) =>
        !value.trim()
          ? EXCUSE_MESSAGES.reason
          : value.trim().length > REASON_MAX_LENGTH
            ? EXCUSE_MESSAGES.reasonLength
            : null,
    },
  });
  const invalid = (field: keyof ExcuseValues) => ({ 'aria-invalid': Boolean(form.errors[field]) });

  const submit = (values: ExcuseValues) =>
    record.mutate(
      { studentID: values.studentID ?? '', firstDay: values.firstDay, lastDay: values.lastDay, reason: values.reason.trim() },
      {
        onSuccess: () => {
          notifySuccess('Excuse recorded.');
          form.setValues({ firstDay: '', lastDay: '', reason: '' });
          form.resetDirty();
        },
        onError: (error) => showServerErrors(form, error, EXCUSE_FIELDS),
      },
    );

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate aria-labelledby={headingId} onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Title order={3} id={headingId}>
            Record an excuse
          </Title>
          {single ? (
            <Text>{`Student: ${single.label}`}</Text>
          ) : (
            <Select
              label="Student"
              searchable
              data={list}
              placeholder={list.length === 0 ? 'No students in this section' : 'Choose a student'}
              nothingFoundMessage="No student by that name"
              w={{ base: '100%', xs: 320 }}
              {...form.getInputProps('studentID')}
              {...invalid('studentID')}
            />
          )}
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput label="First day" type="date" w="12rem" {...form.getInputProps('firstDay')} {...invalid('firstDay')} />
            <TextInput
              label="Last day"
              description="Leave blank for one day"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              type="date"
              w="12rem"
              min={form.values.firstDay || undefined}
              {...form.getInputProps('lastDay')}
              {...invalid('lastDay')}
            />
          </Group>
          <Textarea
            label="Reason"
            autosize
            minRows={2}
            maxLength={REASON_MAX_LENGTH}
            description={`${form.values.reason.length}/${REASON_MAX_LENGTH} characters`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('reason')}
            {...invalid('reason')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={record.isPending}>
              Record excuse
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
