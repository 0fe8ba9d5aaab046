import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeField, RecoveryCodes, SetupPanel } from '@/components/account';
import { api } from '@/lib/api-client';
import { errorMessage, isApiError } from '@/lib/api-error';
import { showServerErrors } from '@/lib/server-errors';
import type { Session } from '@/types/api';
import type { ChallengeView, SetupView, SessionView } from '@/types/wire';
import { useKeepSession } from '../api/login';

export interface SecondStepFormProps {
  challenge: ChallengeView;
  /** Back to the email and password (the sign-in expired, or the person chose to). */
  onRestart: (message?: string) => void;
}

/** The session a finished sign-in answered. */
function sessionOf(answer: SessionView): Session {
  return { role: answer.role, user: answer.user } as Session;
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

/** The second step of a sign-in whose password matched: a code, or the set-up the school requires. */
export function SecondStepForm(props: SecondStepFormProps) {
  return props.challenge.second_step === 'set_up' ? <SetUpStep {...props} /> : <CodeStep {...props} />;
}
