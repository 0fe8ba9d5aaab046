import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { NoticeView, SessionItemView, SignedInView } from '@/types/wire';

export const SIGNED_IN_TITLE = "Where you're signed in";

/** `GET /api/sessions`, read each time the dialog opens. */
const SIGNED_IN_KEY = ['signed-in'] as const;

function DeviceIcon({ device }: { device: string }) {
  if (device === 'iPhone' || device === 'Android phone') return <IconDeviceMobile size={22} stroke={1.6} aria-hidden />;
  if (device === 'iPad' || device === 'Android tablet') return <IconDeviceTablet size={22} stroke={1.6} aria-hidden />;
  return <IconDeviceDesktop size={22} stroke={1.6} aria-hidden />;
}

function SessionCard({
  session,
  ending,
  onEnd,
}: {
  session: SessionItemView;
  ending: boolean;
  onEnd: (session: SessionItemView) => void;
}) {
  const name = `${session.browser} on ${session.device}`;
  const started = formatDateTime(session.started_at);
  return (
    <Paper withBorder p="sm" component="li" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <DeviceIcon device={session.device} />
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} size="sm">
                {name}
              </Text>
              {session.current && (
                <Badge size="sm" variant="light">
                  This device
                </Badge>
              )}
            </Group>
            {session.ip_address !== '' && <Text size="xs">From {session.ip_address}</Text>}
            <Text size="xs">Signed in {started}</Text>
            <Text size="xs">{session.current ? 'Active now' : `Last used ${formatDateTime(session.last_used_at)}`}</Text>
          </Stack>
        </Group>
        {!session.current && (
          <Button
            size="xs"
            variant="default"
            loading={ending}
            aria-label={`Sign out ${name}, signed in ${started}`}
            onClick={() => onEnd(session)}
          >
            Sign out
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * 'Where you're signed in': every browser and device signed in to the account, this one first,
 * with its device, browser, address, and when it signed in and was last used; any other one can
 * be signed out, or all of them at once, after a confirmation.
 */
export function SignedInDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const signedIn = useQuery({
    queryKey: SIGNED_IN_KEY,
    queryFn: ({ signal }) => api.get<SignedInView>('/api/sessions', signal),
    enabled: opened,
    staleTime: 0,
  });
  const ended = (answer: NoticeView) => {
    notifySuccess(answer.message);
    void queryClient.invalidateQueries({ queryKey: SIGNED_IN_KEY });
  };
  const endOne = useMutation({
    mutationFn: (session: SessionItemView) => api.delete<NoticeView>(`/api/sessions/${encodeURIComponent(session.id)}`),
    onSuccess: ended,
    onError: (error: Error) => notifyError(errorMessage(error)),
    meta: { silent: true },
  });
  const endOthers = useMutation({
    mutationFn: () => api.post<NoticeView>('/api/sessions/end-others'),
    onSuccess: ended,
    onError: (error: Error) => notifyError(errorMessage(error)),
    meta: { silent: true },
  });

  const sessions = signedIn.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current).length;
  const confirmEnd = (session: SessionItemView) => {
    if (window.confirm(`Sign out ${session.browser} on ${session.device}?`)) endOne.mutate(session);
  };
  const confirmEndOthers = () => {
    if (window.confirm('Sign out every other browser and device? This one stays signed in.')) endOthers.mutate();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={SIGNED_IN_TITLE} size="lg">
      <Stack gap="md">
        <Text size="sm">
          These browsers and devices are signed in to your account. If you do not recognise one, sign it out and
          change your password.
        </Text>
        {signedIn.isPending && (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label="Loading sessions" />
          </Group>
        )}
        {signedIn.isError && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(signedIn.error)}
          </Text>
        )}
        {signedIn.isSuccess && (
          <Stack gap="xs" component="ul" aria-label="Signed-in browsers and devices" p={0} m={0} style={{ listStyle: 'none' }}>
            {sessions.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                ending={endOne.isPending && endOne.variables?.id === session.id}
                onEnd={confirmEnd}
              />
            ))}
          </Stack>
        )}
        {signedIn.isSuccess && others === 0 && (
          <Text size="sm">You are not signed in anywhere else.</Text>
        )}
        <Group justify="flex-end">
          <Button color="red" disabled={others === 0} loading={endOthers.isPending} onClick={confirmEndOthers}>
            Sign out all other sessions
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
