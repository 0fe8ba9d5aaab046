import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { resetPassword } from '@/lib/reset-password';
import { notifyError, notifySuccess } from '@/lib/notify';

export interface ResetPasswordButtonProps {
  /** Whose account: the server resets teacher, student and guardian accounts. */
  role: 'teacher' | 'student' | 'guardian';
  id: string;
  name: string;
  /** The button's size: smaller in a table row than in a details panel. */
  size?: ButtonProps['size'];
}

/**
 * 'Reset password' in an admin details panel: asks first, because the account is signed out
 * everywhere and must choose a new password at its next sign-in.
 */
export function ResetPasswordButton({ role, id, name, size }: ResetPasswordButtonProps) {
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      setAsking(false);
      notifySuccess(`${name} must now sign in with the default password and choose a new one.`, 'Password reset');
    },
    onError: (error: Error) => notifyError(error.message),
  });
  return (
    <>
      <Button variant="light" color="red" size={size} onClick={() => setAsking(true)}>
        Reset password
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Reset password?">
        <Stack gap="md">
          <Text size="sm">
            {name} will be signed out everywhere and must sign in with the default password, then choose a new one.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="red" loading={reset.isPending} onClick={() => reset.mutate({ role, id })}>
              Reset
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
