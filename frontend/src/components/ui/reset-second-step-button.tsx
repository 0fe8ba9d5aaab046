import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { NoticeView } from '@/types/wire';

export interface ResetSecondStepButtonProps {
  /** Whose account: staff (administrators, cashiers, teachers) have two-step sign-in. */
  role: 'admin' | 'cashier' | 'teacher';
  id: string;
  name: string;
  size?: ButtonProps['size'];
}

/**
 * 'Reset two-step sign-in' of another staff account (a lost phone), after a confirmation: it is
 * signed out everywhere and signs in with its password alone (or sets two-step sign-in up again,
 * when the school requires it).
 */
export function ResetSecondStepButton({ role, id, name, size }: ResetSecondStepButtonProps) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => api.post<NoticeView>('/api/admins/reset-second-step', { role, id }),
    onSuccess: ({ message }) => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: ['admins'] });
      notifySuccess(message, 'Two-step sign-in reset');
    },
    onError: (error: Error) => {
      setAsking(false);
      notifyError(errorMessage(error));
    },
    meta: { silent: true },
  });
  return (
    <>
      <Button
        variant="default"
        size={size}
        onClick={() => setAsking(true)}
        aria-label={`Reset two-step sign-in of ${name}`}
      >
        Reset two-step
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Reset two-step sign-in?">
        <Stack gap="md">
          <Text size="sm">
            Do this only when {name} has lost their phone and their recovery codes. They will be signed out
            everywhere and can then sign in with their password alone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="red" loading={reset.isPending} onClick={() => reset.mutate()}>
              Reset
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
