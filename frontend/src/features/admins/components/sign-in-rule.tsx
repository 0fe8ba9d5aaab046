import { Button, Group, Modal, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveSignInSettings, useSignInSettings } from '../api/admins';

export const REQUIRE_TWO_STEP_LABEL = 'Require two-step sign-in for administrators and cashiers';

/**
 * The school's rule: administrators and cashiers must sign in with a code from their phone.
 * Turning it on asks first, since those without two-step sign-in are signed out at once.
 */
export function SignInRule() {
  const settings = useSignInSettings();
  const save = useSaveSignInSettings();
  const [asking, setAsking] = useState(false);
  const required = settings.data?.second_step_required ?? false;
  const change = (value: boolean) =>
    save.mutate(
      { second_step_required: value },
      {
        onSuccess: () => {
          setAsking(false);
          notifySuccess(
            value
              ? 'Administrators and cashiers now sign in with two-step sign-in.'
              : 'Two-step sign-in is now up to each administrator and cashier.',
            'Sign-in rule saved',
          );
        },
        onError: (error) => {
          setAsking(false);
          notifyError(errorMessage(error));
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="md">
      {settings.isPending ? (
        <Skeleton h={40} aria-label="Loading the sign-in rule" />
      ) : (
        <Switch
          label={REQUIRE_TWO_STEP_LABEL}
          description="They give a code from an authenticator app after their password. Turn on your own first, in 'Two-step sign-in' in the menu."
          checked={required}
          disabled={settings.isError || save.isPending}
          onChange={(event) => (event.currentTarget.checked ? setAsking(true) : change(false))}
        />
      )}
      <Modal opened={asking} onClose={() => setAsking(false)} title="Require two-step sign-in?">
        <Stack gap="md">
          <Text size="sm">
            Administrators and cashiers who have not turned on two-step sign-in will be signed out now, and must set
            it up at their next sign-in.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button loading={save.isPending} onClick={() => change(true)}>
              Require it
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
