import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '@/components/account';
import { ResetSecondStepButton } from '@/components/ui/reset-second-step-button';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAdmin, useResetAdminPassword, type AdminAccount } from '../api/admins';
import { showServerErrors } from '@/lib/server-errors';
import { ADMIN_FORM_MESSAGES } from './form-errors';

/** 'Reset password' of another administrator or a cashier: a new starting password, typed here. */
function ResetAdminPassword({ admin }: { admin: AdminAccount }) {
  const [opened, setOpened] = useState(false);
  const reset = useResetAdminPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: { password: (value) => (value.length >= MIN_PASSWORD_LENGTH ? null : ADMIN_FORM_MESSAGES.tooShort) },
  });
  const close = () => {
    setOpened(false);
    form.reset();
  };
  const submit = ({ password }: { password: string }) =>
    reset.mutate(
      { id: admin._id, password },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message, 'Password reset');
          close();
        },
        onError: (error) => showServerErrors(form, error, ['password']),
      },
    );

  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)} aria-label={`Reset password of ${admin.email}`}>
        Reset password
      </Button>
      <Modal opened={opened} onClose={close} title={`Reset password of ${admin.email}`}>
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack gap="md">
            <Text size="sm">
              {admin.email} will be signed out everywhere and must sign in with this starting password, then
              choose a new one.
            </Text>
            <PasswordInput
              label="New starting password"
              autoComplete="new-password"
              description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              data-autofocus
              key={form.key('password')}
              {...form.getInputProps('password')}
              aria-invalid={Boolean(form.errors.password)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={reset.isPending}>
                Reset password
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** 'Remove' another administrator or a cashier, after a confirmation. */
function RemoveAdmin({ admin }: { admin: AdminAccount }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAdmin();
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={() => setAsking(true)} aria-label={`Remove ${admin.email}`}>
        Remove
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={`Remove ${admin.email}?`}>
        <Stack gap="md">
          <Text size="sm">{admin.email} will no longer be able to sign in, and is signed out everywhere.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: admin._id },
                  {
                    onSuccess: (answer) => {
                      setAsking(false);
                      notifySuccess(answer.message, admin.role === 'cashier' ? 'Cashier removed' : 'Administrator removed');
                    },
                    onError: (error) => {
                      setAsking(false);
                      notifyError(errorMessage(error));
                    },
                  },
                )
              }
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** What can be done to an administrator's account from the list: nothing to one's own. */
export function AdminActions({ admin }: { admin: AdminAccount }) {
  if (admin.you) {
    return (
      <Text size="sm" c="dimmed">
        Use 'Change password' in the menu
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <ResetAdminPassword admin={admin} />
      {admin.second_step && (
        <ResetSecondStepButton role={admin.role === 'cashier' ? 'cashier' : 'admin'} id={admin._id} name={admin.email} size="xs" />
      )}
      <RemoveAdmin admin={admin} />
    </Group>
  );
}
