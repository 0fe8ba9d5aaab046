import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { NamedForm, NamedFormValues } from '../../hooks/use-named-form';
import { TeacherSelect } from '../teacher-select';

export interface CreateNamedProps {
  form: NamedForm;
  /** The name field's label, e.g. "Category name". */
  nameLabel: string;
  /** A section: its adviser is chosen from the teachers too. */
  withAdviser?: boolean;
  submitting: boolean;
  onSubmit: (values: NamedFormValues) => void;
  /** Back to choosing an existing one; absent when there is none to choose. */
  onChooseExisting?: () => void;
  chooseExistingLabel: string;
}

/** A wizard step in create mode: the new one's name (and a section's adviser), then "Create". */
export function CreateNamed({
  form,
  nameLabel,
  withAdviser = false,
  submitting,
  onSubmit,
  onChooseExisting,
  chooseExistingLabel,
}: CreateNamedProps) {
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md" maw={480}>
        <TextInput label={nameLabel} required autoComplete="off" {...form.getInputProps('name')} />
        {withAdviser && <TeacherSelect label="Adviser" required {...form.getInputProps('adviser')} />}
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            Create
          </Button>
          {onChooseExisting && (
            <Button variant="subtle" onClick={onChooseExisting}>
              {chooseExistingLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
