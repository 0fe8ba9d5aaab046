import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { CenteredLoader } from '@/components/ui/centered-loader';
import { ChangePasswordScreen } from '@/features/auth';
import { useSessionQuery } from '@/lib/queries/session';
import { errorMessage } from '@/lib/api-error';
import { sessionForRole, useSessionStore } from '@/lib/session-store';
import type { Role, SessionOf } from '@/types/api';

export interface AreaGateProps<R extends Role> {
  /** Who the area admits: one role, or several (/admin admits administrators and cashiers). */
  role: R | readonly R[];
  /** Shown when nobody, or somebody of another role, is signed in. */
  login: ReactNode;
  shell: (session: SessionOf<R>) => ReactNode;
}

/**
 * Decides what an area shows: a loader while the session is restored, the area's login
 * screen, the change-password screen for a default password, or the area's shell.
 */
export function AreaGate<R extends Role>({ role, login, shell }: AreaGateProps<R>) {
  const sessionQuery = useSessionQuery();
  const session = sessionForRole(
    useSessionStore((state) => state.session),
    role,
  );

  if (sessionQuery.isPending) return <CenteredLoader />;
  if (session === null) {
    return sessionQuery.isError ? (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="sm" maw={420}>
          <Title order={1} size="h3">
            Lyceum Academy is not reachable
          </Title>
          <Text c="dimmed" ta="center">
            {errorMessage(sessionQuery.error)}
          </Text>
          <Button onClick={() => void sessionQuery.refetch()} loading={sessionQuery.isFetching}>
            Try again
          </Button>
        </Stack>
      </Center>
    ) : (
      login
    );
  }
  if (session.user.must_change_password) return <ChangePasswordScreen />;
  return <Suspense fallback={<CenteredLoader />}>{shell(session)}</Suspense>;
}
