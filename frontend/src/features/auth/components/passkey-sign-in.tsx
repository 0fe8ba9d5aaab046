import { Button } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { passkeysAvailable } from '@/lib/passkeys';
import type { Role } from '@/types/api';
import type { PasskeyCeremonyView } from '@/types/wire';
import { useKeepSession } from '../api/login';
import { finishWithPasskey, passkeyFailure, sessionOf } from '../api/passkey';

/**
 * 'Sign in with a passkey' on a login page: the browser offers the passkeys it holds for this
 * school, and the one chosen signs in with no email or password. Hidden where the browser cannot.
 */
export function PasskeySignIn({ role }: { role: Role }) {
  const keep = useKeepSession();
  const signIn = useMutation({
    mutationFn: async () => {
      const begun = await api.post<PasskeyCeremonyView>('/api/sign-in/passkey/options', {
        role: role === 'cashier' ? 'admin' : role,
      });
      return finishWithPasskey(begun.ceremony, begun.options);
    },
    onSuccess: (answer) => keep(sessionOf(answer)),
    onError: (error) => notifyError(passkeyFailure(error)),
    meta: { silent: true },
  });
  if (!passkeysAvailable()) return null;
  return (
    <Button
      variant="default"
      fullWidth
      size="md"
      leftSection={<IconFingerprint size={18} />}
      loading={signIn.isPending}
      onClick={() => signIn.mutate()}
    >
      Sign in with a passkey
    </Button>
  );
}
