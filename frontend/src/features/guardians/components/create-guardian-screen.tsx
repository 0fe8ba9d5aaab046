import { Button, Grid, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { useId } from 'react';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { notifySuccess } from '@/lib/notify';
import { PHONE_HINT, PHONE_PATTERN } from '@/lib/phone-rule';
import { useCreateGuardian } from '../api/guardian-writes';
import { showServerErrors } from '@/lib/server-errors';
import { GUARDIAN_SERVER_FIELDS, useGuardianForm, type GuardianFormValues } from '../hooks/use-guardian-form';
import { StudentsToLink } from './students-to-link';

const PHOTO_UPLOAD_KEY = ['guardians', 'photo-upload'] as const;

/** '1 Guardians': one guardian account from a form, linked to the children chosen (or none yet). */
export function CreateGuardianScreen() {
  const headingId = useId();
  const form = useGuardianForm();
  const create = useCreateGuardian();
  const uploading = useIsMutating({ mutationKey: PHOTO_UPLOAD_KEY }) > 0;

  const submit = ({ students, ...fields }: GuardianFormValues) =>
    create.mutate(
      { ...fields, studentIDs: students.map((student) => student._id) },
      {
        onSuccess: (guardian) => {
          notifySuccess(`Created the guardian account of ${guardian.full_name}.`);
          form.reset();
        },
        onError: (error) => showServerErrors(form, error, GUARDIAN_SERVER_FIELDS),
      },
    );

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Title order={2} id={headingId}>
        Create guardian account
      </Title>
      <Paper withBorder radius="md" p="lg">
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <ImageUploadField
              label="Profile photo"
              noun="photo"
              value={form.values.image}
              onChange={(path) => form.setFieldValue('image', path)}
              error={typeof form.errors.image === 'string' ? form.errors.image : undefined}
              previewAlt="Guardian's photo"
              uploadKey={PHOTO_UPLOAD_KEY}
            />
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label="First name" required maxLength={100} {...form.getInputProps('first_name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label="Middle name" maxLength={100} {...form.getInputProps('middle_name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label="Last name" required maxLength={100} {...form.getInputProps('last_name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Phone"
                  type="tel"
                  inputMode="tel"
                  pattern={PHONE_PATTERN}
                  description={PHONE_HINT}
                  {...form.getInputProps('phone')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label="Relationship"
                  description="To the children, e.g. Mother; left blank, Guardian."
                  placeholder="Guardian"
                  maxLength={50}
                  {...form.getInputProps('relationship')}
                />
              </Grid.Col>
            </Grid>
            <StudentsToLink
              value={form.values.students}
              onChange={(students) => {
                form.setFieldValue('students', students);
                form.clearFieldError('students');
              }}
              error={typeof form.errors.students === 'string' ? form.errors.students : undefined}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending} disabled={uploading}>
                Create guardian account
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
