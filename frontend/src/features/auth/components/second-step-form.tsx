import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeField, RecoveryCodes, SetupPanel } from '@/components/account';
import { api } from '@/lib/api-client';
import { errorMessage, isApiError } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { passkeysAvailable } from '@/lib/passkeys';
import { showServerErrors } from '@/lib/server-errors';
import type { ChallengeView, SetupView, SessionView } from '@/types/wire';
import { useKeepSession } from '../api/login';
import { finishWithPasskey, passkeyFailure, sessionOf } from '../api/passkey';

export interface SecondStepFormProps {
  challenge: ChallengeView;
  /** Back to the email and password (the sign-in expired, or the person chose to). */
  onRestart: (message?: string) => void;
}

/** A sign-in that waited too long answers 401: start again with the password. */
function expired(error: Error): boolean {
  return isApiError(error) && error.status === 401;
}

function useCodeForm() {
  return useForm({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: { code: (value) => (value.trim() ? null : 'Enter the code from your authenticator app.') },
  });
}

/**
 * The passkey asked after the password: the account's second step when it has no codes, or
 * instead of a code ('Use a passkey instead'). A refused or expired one starts the sign-in over.
 */
function PasskeyStep({ challenge, onRestart, alternative }: SecondStepFormProps & { alternative?: boolean }) {
  const keep = useKeepSession();
  const passkey = challenge.passkey;
  const give = useMutation({
    mutationFn: () => finishWithPasskey(challenge.challenge, passkey ?? {}),
    onSuccess: (answer) => keep(sessionOf(answer)),
    onError: (error) => (expired(error) ? onRestart(errorMessage(error)) : notifyError(passkeyFailure(error))),
    meta: { silent: true },
  });
  if (!passkey || !passkeysAvailable()) return null;
  return (
    <Button
      variant={alternative ? 'default' : 'filled'}
      fullWidth
      size="md"
      leftSection={<IconFingerprint size={18} />}
      loading={give.isPending}
      onClick={() => give.mutate()}
    >
      {alternative ? 'Use a passkey instead' : 'Use your passkey'}
    </Button>
  );
}

/** The code asked after the password of an account with two-step sign-in. */
function CodeStep({ challenge, onRestart }: SecondStepFormProps) {
  const keep = useKeepSession();
  const form = useCodeForm();
  const verify = useMutation({
    mutationFn: (code: string) =>
      api.post<SessionView>('/api/sign-in/code', { challenge: challenge.challenge, code }),
    meta: { silent: true },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ code }) =>
        verify.mutate(code, {
          onSuccess: (answer) => keep(sessionOf(answer)),
          onError: (error) =>
            expired(error) ? onRestart(errorMessage(error)) : showServerErrors(form, error, ['code']),
        }),
      )}
    >
      <Stack gap="md">
        <Text size="sm">{challenge.message}</Text>
        <CodeField autoFocus key={form.key('code')} {...form.getInputProps('code')} />
        <Button type="submit" fullWidth size="md" loading={verify.isPending}>
          Verify
        </Button>
        <PasskeyStep challenge={challenge} onRestart={onRestart} alternative />
        <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}

/** The set-up the school requires before an administrator or cashier without it is signed in. */
function SetUpStep({ challenge, onRestart }: SecondStepFormProps) {
  const keep = useKeepSession();
  const form = useCodeForm();
  const [finished, setFinished] = useState<SessionView | null>(null);
  const setup = useQuery({
    queryKey: ['sign-in-set-up', challenge.challenge],
    queryFn: () => api.post<SetupView>('/api/sign-in/set-up', { challenge: challenge.challenge }),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
  const confirm = useMutation({
    mutationFn: (code: string) =>
      api.post<SessionView>('/api/sign-in/confirm', { challenge: challenge.challenge, code }),
    meta: { silent: true },
  });

  if (finished) {
    return <RecoveryCodes codes={finished.recovery_codes ?? []} onDone={() => keep(sessionOf(finished))} />;
  }
  if (setup.isPending) {
    return <Loader size="sm" aria-label="Preparing two-step sign-in" />;
  }
  if (setup.isError) {
    return (
      <Stack gap="md">
        <Alert color="red">{errorMessage(setup.error)}</Alert>
        <Button variant="default" onClick={() => onRestart()}>
          Back to sign in
        </Button>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ code }) =>
        confirm.mutate(code, {
          onSuccess: setFinished,
          onError: (error) =>
            expired(error) ? onRestart(errorMessage(error)) : showServerErrors(form, error, ['code']),
        }),
      )}
    >
      <Stack gap="md">
        <Alert color="blue">{challenge.message}</Alert>
        <SetupPanel setup={setup.data} />
        <CodeField recovery={false} key={form.key('code')} {...form.getInputProps('code')} />
        <Button type="submit" fullWidth size="md" loading={confirm.isPending}>
          Turn on and sign in
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}

/** The passkey the school requires after the password, when it is the account's only second step. */
function PasskeyOnlyStep({ challenge, onRestart }: SecondStepFormProps) {
  return (
    <Stack gap="md">
      <Text size="sm">{challenge.message}</Text>
      {!passkeysAvailable() && (
        <Alert color="red">This browser cannot use passkeys here. Sign in on the device that holds your passkey.</Alert>
      )}
      <PasskeyStep challenge={challenge} onRestart={onRestart} />
      <Anchor component="button" type="button" size="sm" onClick={() => onRestart()}>
        Back to sign in
      </Anchor>
    </Stack>
  );
}

/**
 * The second step of a sign-in whose password matched: a code (or a passkey), the passkey alone,
 * or the set-up the school requires.
 */
export function SecondStepForm(props: SecondStepFormProps) {
  switch (props.challenge.second_step) {
    case 'set_up':
      return <SetUpStep {...props} />;
    case 'passkey':
      return <PasskeyOnlyStep {...props} />;
    default:
      return <CodeStep {...props} />;
  }
}
