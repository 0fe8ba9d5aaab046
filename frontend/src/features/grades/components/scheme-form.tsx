import { ActionIcon, Alert, Button, Fieldset, Group, NumberInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useResetScheme, useSaveScheme } from '../api/schemes';
import type { Scheme, SchemeEntry } from '../types';
import { ConfirmDialog } from './confirm-dialog';

/** Which of the server's error fields each part of the form shows. */
const CATEGORY_FIELDS = ['categories', 'key', 'name', 'weightPercent'] as const;
const SCALE_FIELDS = ['scale', 'bands', 'label', 'minimum', 'passing'] as const;

function ErrorLines({ errors, fields }: { errors: FormErrors; fields: readonly string[] }) {
  return fields.flatMap((field) =>
    errors[field]
      ? [
          <Text key={field} size="sm" c="red" role="alert">
            {errors[field]}
          </Text>,
        ]
      : [],
  );
}

/** The check the server makes first, made before sending too. */
function clientErrors(scheme: Scheme): FormErrors {
  const total = scheme.categories.reduce((sum, category) => sum + (Number(category.weightPercent) || 0), 0);
  return total === 100 ? {} : { weightPercent: `The weights add up to ${total}; they must add up to 100.` };
}

/** One subject group's scheme: categories with weights, transmutation, the scale and passing grade. */
export function SchemeForm({ entry }: { entry: SchemeEntry }) {
  // The server's messages name parts of the scheme (`weightPercent`, `bands`, …), not inputs: they
  // stay until the next save, whatever is edited meanwhile.
  const form = useForm<Scheme>({ initialValues: entry.scheme, validate: clientErrors, clearInputErrorOnChange: false });
  const scheme = form.values;
  const errors = form.errors;
  const setScheme = (change: Scheme | ((current: Scheme) => Scheme)) =>
    form.setValues(typeof change === 'function' ? change(form.getValues()) : change);
  const [resetting, setResetting] = useState(false);
  const save = useSaveScheme();
  const reset = useResetScheme();
  const label = entry.label;

  const setCategory = (index: number, change: Partial<Scheme['categories'][number]>) =>
    setScheme((s) => ({ ...s, categories: s.categories.map((c, i) => (i === index ? { ...c, ...change } : c)) }));
  const setBand = (index: number, change: Partial<Scheme['scale']['bands'][number]>) =>
    setScheme((s) => ({ ...s, scale: { ...s.scale, bands: s.scale.bands.map((b, i) => (i === index ? { ...b, ...change } : b)) } }));

  const submit = (values: Scheme) =>
    save.mutate(
      { group: entry.group, scheme: values },
      {
        onSuccess: (saved) => {
          setScheme(saved.scheme);
          notifySuccess(`The scheme of ${label} is saved.`);
        },
        onError: (error) => showServerErrors(form, error),
      },
    );

  const known = new Set<string>([...CATEGORY_FIELDS, ...SCALE_FIELDS]);
  const otherErrors = Object.entries(errors).filter(([field]) => !known.has(field));

  return (
    <form
      noValidate
      aria-label={`Scheme of ${label}`}
      onSubmit={form.onSubmit(submit)}
    >
      <Stack gap="md">
        {entry.isDefault && <Text size="sm" c="dimmed">DepEd’s scheme (DepEd Order No. 8, s. 2015).</Text>}
        <Fieldset legend="Categories">
          <Stack gap="xs">
            {scheme.categories.map((category, index) => (
              <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                <TextInput label="Key" w={80} value={category.key} onChange={(e) => setCategory(index, { key: e.currentTarget.value })} />
                <TextInput
                  label="Name"
                  style={{ flex: 1 }}
                  value={category.name}
                  onChange={(e) => setCategory(index, { name: e.currentTarget.value })}
                />
                <NumberInput
                  label="Weight %"
                  w={100}
                  min={1}
                  max={100}
                  allowDecimal={false}
                  value={category.weightPercent}
                  onChange={(value) => setCategory(index, { weightPercent: Number(value) || 0 })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={`Remove category ${index + 1}`}
                  disabled={scheme.categories.length === 1}
                  onClick={() => setScheme((s) => ({ ...s, categories: s.categories.filter((_, i) => i !== index) }))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <ErrorLines errors={errors} fields={CATEGORY_FIELDS} />
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => setScheme((s) => ({ ...s, categories: [...s.categories, { key: '', name: '', weightPercent: 0 }] }))}
              >
                Add category
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Switch
          label="Use transmutation table"
          description="DepEd’s table turns the weighted percentage into a grade from 60 to 100."
          checked={scheme.transmute}
          onChange={(e) => setScheme((s) => ({ ...s, transmute: e.currentTarget.checked }))}
        />
        <Fieldset legend="Scale">
          <Stack gap="xs">
            {scheme.scale.bands.map((band, index) => (
              <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
                <NumberInput
                  label="From"
                  w={90}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  value={band.minimum}
                  onChange={(value) => setBand(index, { minimum: Number(value) || 0 })}
                />
                <TextInput label="Label" style={{ flex: 1 }} value={band.label} onChange={(e) => setBand(index, { label: e.currentTarget.value })} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mb={4}
                  aria-label={`Remove band ${index + 1}`}
                  disabled={scheme.scale.bands.length === 1}
                  onClick={() => setScheme((s) => ({ ...s, scale: { ...s.scale, bands: s.scale.bands.filter((_, i) => i !== index) } }))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} />}
                onClick={() => setScheme((s) => ({ ...s, scale: { ...s.scale, bands: [...s.scale.bands, { minimum: 0, label: '' }] } }))}
              >
                Add band
              </Button>
            </Group>
            <NumberInput
              label="Passing grade"
              w={140}
              min={0}
              max={100}
              allowDecimal={false}
              value={scheme.scale.passing}
              onChange={(value) => setScheme((s) => ({ ...s, scale: { ...s.scale, passing: Number(value) || 0 } }))}
            />
            <ErrorLines errors={errors} fields={SCALE_FIELDS} />
          </Stack>
        </Fieldset>
        {otherErrors.length > 0 && (
          <Alert color="red">
            {otherErrors.map(([field, message]) => (
              <Text key={field} size="sm">
                {message}
              </Text>
            ))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" disabled={entry.isDefault} onClick={() => setResetting(true)}>
            Reset to DepEd
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={resetting}
        title={`Reset the scheme of ${label} to DepEd’s?`}
        consequence="Unpublished grades follow DepEd’s scheme at once; published grades stay as they are."
        confirmLabel="Reset to DepEd"
        danger
        pending={reset.isPending}
        onClose={() => setResetting(false)}
        onConfirm={() =>
          reset.mutate(
            { group: entry.group },
            {
              onSuccess: (saved) => {
                setScheme(saved.scheme);
                form.clearErrors();
                setResetting(false);
                notifySuccess(`The scheme of ${label} is DepEd’s again.`);
              },
              onError: (error) => {
                setResetting(false);
                notifyError(errorMessage(error));
              },
            },
          )
        }
      />
    </form>
  );
}
