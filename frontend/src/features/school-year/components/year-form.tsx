import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { dateRules } from './server-errors';

/** A name and a range of days as the forms hold them (`YYYY-MM-DD`, or blank). */
export interface DatedValues {
  name: string;
  firstDay: string;
  lastDay: string;
}

export interface DatedFormProps {
  /** The form's accessible name ('Add school year', 'Add a term to 2026–2027', ...). */
  label: string;
  submitLabel: string;
  initialValues?: DatedValues;
  /** A blank last day is one day only (no-school days). */
  lastOptional?: boolean;
  pending: boolean;
  /** Sends the values; calls `done` on success or `refused` with the server's error. */
  onSubmit: (values: DatedValues, done: () => void, setErrors: (errors: Record<string, string>) => void) => void;
  /** Shown before the submit button (e.g. 'Cancel'). */
  extraActions?: ReactNode;
}

const EMPTY: DatedValues = { name: '', firstDay: '', lastDay: '' };

/** Name, First day and Last day, checked by the server's rules; messages beside the fields. */
export function DatedForm({
  label,
  submitLabel,
  initialValues = EMPTY,
  lastOptional = false,
  pending,
  onSubmit,
  extraActions,
}: DatedFormProps) {
  const form = useForm<DatedValues>({ mode: 'uncontrolled', initialValues, validate: dateRules(lastOptional) });
  const fieldProps = (field: keyof DatedValues) => ({
    ...form.getInputProps(field),
    'aria-invalid': Boolean(form.errors[field]),
  });
  const submit = (values: DatedValues) =>
    onSubmit({ ...values, name: values.name.trim() }, () => form.reset(), form.setErrors);

  return (
    <form noValidate aria-label={label} onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Name" autoComplete="off" maxLength={100} key={form.key('name')} {...fieldProps('name')} />
          <TextInput label="First day" type="date" key={form.key('firstDay')} {...fieldProps('firstDay')} />
          <TextInput
            label="Last day"
            type="date"
            description={lastOptional ? 'Leave blank for a single day.' : undefined}
            key={form.key('lastDay')}
            {...fieldProps('lastDay')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          {extraActions}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
