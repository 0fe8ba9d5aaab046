import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MIN_PASSWORD_LENGTH } from '@/components/account';
import { notifySuccess } from '@/lib/notify';
import { useCreateAdmin } from '../api/admins';
import { showServerErrors } from '@/lib/server-errors';
import { ADMIN_FORM_MESSAGES } from './form-errors';

interface AddAdminValues {
  email: string;
  password: string;
}

/** 'Add an administrator': email and a starting password the new administrator must change. */
export function AddAdminForm() {
  const create = useCreateAdmin();
  const form = useForm<AddAdminValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() ? null : ADMIN_FORM_MESSAGES.emailRequired),
      password: (value) => (value.length >= MIN_PASSWORD_LENGTH ? null : ADMIN_FORM_MESSAGES.tooShort),
    },
  });
  const fieldProps = (field: keyof AddAdminValues) => ({
    ...form.getInputProps(field),
    'aria-invalid': Boolean(form.errors[field]),
  });

  const submit = (values: AddAdminValues) =>
    create.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: () => {
          notifySuccess(`${values.email.trim()} can now sign in and must choose a new password.`, 'Administrator added');
          form.reset();
        },
        onError: (error) => showServerErrors(form, error, ['email', 'password']),
      },
    );

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Add an administrator
          </Title>
          <Text size="sm" c="dimmed">
            They sign in with this starting password and must choose their own at first sign-in.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Email" type="email" autoComplete="off" key={form.key('email')} {...fieldProps('email')} />
            <PasswordInput
              label="Starting password"
              autoComplete="new-password"
              description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              key={form.key('password')}
              {...fieldProps('password')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Add administrator
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
