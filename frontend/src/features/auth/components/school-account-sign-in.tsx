import { Button, Stack } from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows } from '@tabler/icons-react';
import type { Role } from '@/types/api';
import { useSignInProviders } from '../api/school-accounts';

/**
 * 'Sign in with Google' and 'Sign in with Microsoft' on a login page, for the providers the
 * school turned on: each goes to the provider and back (`/api/sign-in/{provider}/start`).
 */
export function SchoolAccountSignIn({ role }: { role: Role }) {
  const providers = useSignInProviders();
  const list = providers.data?.providers ?? [];
  if (list.length === 0) return null;
  const area = role === 'cashier' ? 'admin' : role;
  return (
    <Stack gap="xs">
      {list.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={`/api/sign-in/${encodeURIComponent(provider.id)}/start?role=${area}`}
          variant="default"
          fullWidth
          size="md"
          leftSection={provider.id === 'google' ? <IconBrandGoogle size={18} /> : <IconBrandWindows size={18} />}
        >
          Sign in with {provider.name}
        </Button>
      ))}
    </Stack>
  );
}
