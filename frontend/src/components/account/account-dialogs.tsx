import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { signOutEverywhere } from '@/lib/sign-out-everywhere';
import { useAccountDialogStore } from './account-dialog-store';
import { ChangePasswordForm } from './change-password-form';
import { PasskeysDialog } from './passkeys-dialog';
import { SignedInDialog } from './signed-in-dialog';
import { TwoStepDialog } from './two-step-dialog';

/**
 * The 'Change password' dialog, 'Two-step sign-in' (staff), 'Passkeys', 'Where you're signed in' and the 'Sign out everywhere'
 * confirmation, for any area.
 */
export function AccountDialogs() {
  const open = useAccountDialogStore((state) => state.open);
  const close = useAccountDialogStore((state) => state.close);
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onError: (error: Error) => notifyError(errorMessage(error)),
    meta: { silent: true },
  });

  return (
    <>
      <Modal opened={open === 'change-password'} onClose={close} title="Change password">
        <Stack gap="md">
          <Text size="sm">Your other browsers and devices will be signed out; this one stays signed in.</Text>
          <ChangePasswordForm onDone={close} />
        </Stack>
      </Modal>
      <TwoStepDialog opened={open === 'two-step'} onClose={close} />
      <PasskeysDialog opened={open === 'passkeys'} onClose={close} />
      <SignedInDialog opened={open === 'signed-in'} onClose={close} />
      <Modal opened={open === 'sign-out-everywhere'} onClose={close} title="Sign out everywhere?">
        <Stack gap="md">
          <Text size="sm">
            Every browser and device signed in to your account will be signed out, this one included.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={everywhere.isPending} onClick={() => everywhere.mutate()}>
              Sign out everywhere
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
