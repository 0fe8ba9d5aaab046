import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SubjectForm, SubjectFormValues } from '../hooks/use-subject-form';
import { TeacherSelect } from './teacher-select';

export interface SubjectFieldsProps {
  form: SubjectForm;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (values: SubjectFormValues) => void;
  /** Shown beside the submit button, e.g. a Cancel. */
  extraActions?: ReactNode;
}

/** "Subject name" and "Teacher": the wizard's subject step and the edit-section "Add subject". */
export function SubjectFields({ form, submitLabel, submitting, onSubmit, extraActions }: SubjectFieldsProps) {
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md" maw={480}>
        <TextInput label="Subject name" required autoComplete="off" {...form.getInputProps('subject')} />
        <TeacherSelect label="Teacher" required {...form.getInputProps('teacher')} />
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
