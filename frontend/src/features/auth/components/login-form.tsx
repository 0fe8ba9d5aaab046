import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Role } from '@/types/api';
import { useLogin } from '../api/login';

export interface LoginFormProps {
  role: Role;
}

/** Email and password, with no client-side rules: the server checks both and says what is wrong. */
export function LoginForm({ role }: LoginFormProps) {
  const login = useLogin(role);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
  });

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
      </Stack>
    </form>
  );
}
