import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors, type FormWithErrors } from '@/lib/server-errors';
import type { NoticeView, RecoveryCodesView, SecondStepView, SetupView } from '@/types/wire';
import { CodeField, RecoveryCodes, SetupPanel, TWO_STEP_TITLE } from './second-step';

/** `GET /api/second-step`, read each time the dialog opens. */
const SECOND_STEP_KEY = ['second-step'] as const;

type Stage =
  | { kind: 'status' }
  | { kind: 'setting-up'; setup: SetupView }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'renew' }
  | { kind: 'turn-off' };

/** A code asked before a change, beside its field when it is wrong. */
function CodeForm({
  action,
  danger,
  recovery = true,
  pending,
  onSubmit,
  onCancel,
}: {
  action: string;
  danger?: boolean;
  recovery?: boolean;
  pending: boolean;
  onSubmit: (code: string, form: FormWithErrors) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() ? null : 'Enter the code from your authenticator app.') },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ code }) => onSubmit(code, form))}>
      <Stack gap="sm">
        <CodeField recovery={recovery} key={form.key('code')} {...form.getInputProps('code')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color={danger ? 'red' : undefined} loading={pending}>
            {action}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Body({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const status = useQuery({
    queryKey: SECOND_STEP_KEY,
    queryFn: ({ signal }) => api.get<SecondStepView>('/api/second-step', signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: SECOND_STEP_KEY });
  /** What a call that gives recovery codes does after: show them, and read the status again. */
  const showCodes = (form: FormWithErrors) => ({
    onSuccess: ({ recovery_codes }: RecoveryCodesView) => {
      void refresh();
      setStage({ kind: 'codes', codes: recovery_codes });
    },
    onError: (error: Error) => showServerErrors(form, error, ['code']),
  });
  const begin = useMutation({
    mutationFn: () => api.post<SetupView>('/api/second-step/set-up'),
    onSuccess: (setup) => setStage({ kind: 'setting-up', setup }),
  });
  const confirm = useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodesView>('/api/second-step/confirm', { code }),
    meta: { silent: true },
  });
  const renew = useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodesView>('/api/second-step/recovery-codes', { code }),
    meta: { silent: true },
  });
  const turnOff = useMutation({
    mutationFn: (code: string) => api.post<NoticeView>('/api/second-step/turn-off', { code }),
    meta: { silent: true },
  });

  if (status.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label="Loading two-step sign-in" />
      </Group>
    );
  }
  if (status.isError) {
    return (
      <Alert color="red" title="Could not load two-step sign-in">
        {errorMessage(status.error)}
      </Alert>
    );
  }
  const view = status.data;

  switch (stage.kind) {
    case 'setting-up':
      return (
        <Stack gap="md">
          <SetupPanel setup={stage.setup} />
          <Text size="sm">Then enter the code the app shows for Lyceum.</Text>
          <CodeForm
            action="Turn on"
            recovery={false}
            pending={confirm.isPending}
            onCancel={() => setStage({ kind: 'status' })}
            onSubmit={(code, form) => confirm.mutate(code, showCodes(form))}
          />
        </Stack>
      );
    case 'codes':
      return <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: 'status' })} />;
    case 'renew':
      return (
        <Stack gap="md">
          <Text size="sm">New recovery codes replace the ones you have; the old ones stop working.</Text>
          <CodeForm
            action="Make new codes"
            pending={renew.isPending}
            onCancel={() => setStage({ kind: 'status' })}
            onSubmit={(code, form) => renew.mutate(code, showCodes(form))}
          />
        </Stack>
      );
    case 'turn-off':
      return (
        <Stack gap="md">
          <Text size="sm">Without it, your password alone signs you in. Enter a code to turn it off.</Text>
          <CodeForm
            action="Turn off"
            danger
            pending={turnOff.isPending}
            onCancel={() => setStage({ kind: 'status' })}
            onSubmit={(code, form) =>
              turnOff.mutate(code, {
                onSuccess: ({ message }) => {
                  notifySuccess(message);
                  void refresh();
                  setStage({ kind: 'status' });
                },
                onError: (error) => showServerErrors(form, error, ['code']),
              })
            }
          />
        </Stack>
      );
    default:
      break;
  }

  if (!view.enabled) {
    return (
      <Stack gap="md">
        <Text size="sm">
          After your password, Lyceum will ask for a code from an app on your phone, so a stolen password alone
          cannot sign in to your account.
        </Text>
        {view.required && (
          <Alert color="yellow">Your school requires two-step sign-in for your account.</Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button loading={begin.isPending} onClick={() => begin.mutate()}>
            Set up two-step sign-in
          </Button>
        </Group>
      </Stack>
    );
  }
  const left = view.recovery_codes_left;
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap">
        <IconShieldCheck size={22} stroke={1.6} aria-hidden color="var(--mantine-color-green-7)" />
        <Text fw={600}>Two-step sign-in is on.</Text>
      </Group>
      <Text size="sm">{left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`}</Text>
      {view.required && <Text size="sm">Your school requires two-step sign-in for your account.</Text>}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setStage({ kind: 'renew' })}>
          New recovery codes
        </Button>
        {!view.required && (
          <Button color="red" variant="light" onClick={() => setStage({ kind: 'turn-off' })}>
            Turn off
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** 'Two-step sign-in': set it up with a QR code, renew the recovery codes, or turn it off. */
export function TwoStepDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={TWO_STEP_TITLE}>
      {opened && <Body onClose={onClose} />}
    </Modal>
  );
}
