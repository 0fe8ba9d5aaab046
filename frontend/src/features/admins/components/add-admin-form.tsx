import { Button, Group, Paper, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MIN_PASSWORD_LENGTH } from '@/components/account';
import { notifySuccess } from '@/lib/notify';
import type { StaffRole } from '@/lib/session-store';
import { STAFF_ROLE_CHOICES, useCreateAdmin } from '../api/admins';
import { showServerErrors } from '@/lib/server-errors';
import { ADMIN_FORM_MESSAGES } from './form-errors';

interface AddAdminValues {
  email: string;
  password: string;
  role: StaffRole;
}

/** The toast's title once the account is made. */
const ADDED: Record<StaffRole, string> = { admin: 'Administrator added', cashier: 'Cashier added' };

/**
 * 'Add an administrator': email, a starting password the new account must change, and its role
 * (an administrator, or a cashier who sees only Fees).
 */
export function AddAdminForm() {
  const create = useCreateAdmin();
  const form = useForm<AddAdminValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', role: 'admin' },
    validate: {
      email: (value) => (value.trim() ? null : ADMIN_FORM_MESSAGES.emailRequired),
      password: (value) => (value.length >= MIN_PASSWORD_LENGTH ? null : ADMIN_FORM_MESSAGES.tooShort),
    },
  });
  const fieldProps = (field: 'email' | 'password') => ({
    ...form.getInputProps(field),
    'aria-invalid': Boolean(form.errors[field]),
  });

  const submit = (values: AddAdminValues) =>
    create.mutate(
      { email: values.email.trim(), password: values.password, role: values.role },
      {
        onSuccess: () => {
          notifySuccess(`${values.email.trim()} can now sign in and must choose a new password.`, ADDED[values.role]);
          form.reset();
        },
        onError: (error) => showServerErrors(form, error, ['email', 'password', 'role']),
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
          <Radio.Group label="Role" key={form.key('role')} {...form.getInputProps('role')}>
            <Group gap="lg" mt={6} wrap="wrap" align="flex-start">
              {STAFF_ROLE_CHOICES.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.description} />
              ))}
            </Group>
          </Radio.Group>
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
