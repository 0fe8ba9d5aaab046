import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { notifyError } from '@/lib/notify';
import type { Role } from '@/types/api';
import type { ChallengeView } from '@/types/wire';
import { useLogin } from '../api/login';
import { useReturnFromProvider } from '../api/school-accounts';
import { PasskeySignIn } from './passkey-sign-in';
import { SchoolAccountSignIn } from './school-account-sign-in';
import { SecondStepForm } from './second-step-form';

export interface LoginFormProps {
  role: Role;
}

/**
 * Email and password, with no client-side rules: the server checks both and says what is wrong.
 * A staff account with two-step sign-in is then asked for its code (or, when the school
 * requires one it lacks, to set it up). Any account with a passkey may sign in with it instead,
 * and with the school's Google or Microsoft account where the school turned that on.
 */
export function LoginForm({ role }: LoginFormProps) {
  const [challenge, setChallenge] = useState<ChallengeView | null>(null);
  const login = useLogin(role, setChallenge);
  useReturnFromProvider(setChallenge);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
  });

  if (challenge) {
    return (
      <SecondStepForm
        challenge={challenge}
        onRestart={(message) => {
          setChallenge(null);
          form.setFieldValue('password', '');
          if (message) notifyError(message);
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder="you@lyceum.edu"
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" loading={login.isPending} mt="xs">
          Sign in
        </Button>
        <PasskeySignIn role={role} />
        <SchoolAccountSignIn role={role} />
      </Stack>
    </form>
  );
}
