import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showServerErrors } from '@/lib/server-errors';
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from './password-rules';
import { useChangePassword } from './use-change-password';

interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

/** Fields the server may name in `errors`; anything else goes to a toast. */
const SERVER_FIELDS = ['current_password', 'new_password'] as const;

export interface ChangePasswordFormProps {
  /** Called once the new password is saved (the dialog closes itself). */
  onDone?: () => void;
}

/**
 * Current, new and confirmed new password, checked beside the fields by the server's rules; the
 * first-sign-in screen and every area's 'Change password' dialog use this one form.
 */
export function ChangePasswordForm({ onDone }: ChangePasswordFormProps) {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    mode: 'uncontrolled',
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    validate: {
      current_password: (value) => (value ? null : PASSWORD_MESSAGES.currentRequired),
      new_password: (value) => (value.length >= MIN_PASSWORD_LENGTH ? null : PASSWORD_MESSAGES.tooShort),
      confirm_password: (value, values) => (value === values.new_password ? null : PASSWORD_MESSAGES.mismatch),
    },
  });

  // PasswordInput does not set aria-invalid itself; screen readers need it.
  const fieldProps = (field: keyof ChangePasswordValues) => ({
    ...form.getInputProps(field),
    'aria-invalid': Boolean(form.errors[field]),
  });

  const submit = ({ current_password, new_password }: ChangePasswordValues) => {
    changePassword.mutate(
      { current_password, new_password },
      {
        onSuccess: () => {
          form.reset();
          onDone?.();
        },
        onError: (error) => showServerErrors(form, error, SERVER_FIELDS),
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          key={form.key('current_password')}
          {...fieldProps('current_password')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          key={form.key('new_password')}
          {...fieldProps('new_password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          key={form.key('confirm_password')}
          {...fieldProps('confirm_password')}
        />
        <Button type="submit" fullWidth size="md" loading={changePassword.isPending} mt="xs">
          Save password
        </Button>
      </Stack>
    </form>
  );
}
