import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useGuardianAlerts, useMarkAlertSeen, useReplyToAlert } from '../api/alerts';
import { REPLY_SENT, replyProblem } from '../utils/reply';

export interface AlertActionsProps {
  /** The notification's id, which is its alert's. */
  notificationId: string;
}

/**
 * Under a guardian's attendance notification: 'Seen', and a one-line reply ("He is sick
 * today") that the adviser reads as the day's absence note; once answered, the reply. Nothing
 * for a notification that is not an alert.
 */
export function AlertActions({ notificationId }: AlertActionsProps) {
  const alerts = useGuardianAlerts();
  const seen = useMarkAlertSeen();
  const reply = useReplyToAlert();
  const form = useForm({
    initialValues: { reply: '' },
    validate: { reply: (value) => replyProblem(value) ?? null },
  });
  const alert = alerts.data?.find((each) => each._id === notificationId);
  const missing = alerts.isSuccess && !alert;
  const { refetch } = alerts;
  // An alert pushed live after the list was read: read the list again, once.
  useEffect(() => {
    if (missing) void refetch();
  }, [missing, notificationId, refetch]);
  if (!alert) return null;

  if (alert.reply) {
    return (
      <Text size="xs" c="dimmed" px="md" pb="xs" ml={20}>
        Your reply: {alert.reply}
      </Text>
    );
  }

  const send = form.onSubmit(({ reply: text }) =>
    reply.mutate(
      { id: alert._id, reply: text.trim() },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(REPLY_SENT);
        },
        onError: (failure) => showServerErrors(form, failure, ['reply']),
      },
    ),
  );

  return (
    <Stack gap={6} px="md" pb="sm" ml={20}>
      {alert.seen ? (
        <Text size="xs" c="dimmed">
          Seen
        </Text>
      ) : (
        <Group gap="xs">
          {/* 'xs', not 'compact-xs': a touch target of at least 24 px (WCAG 2.5.8), as 'Send reply'. */}
          <Button size="xs" variant="light" loading={seen.isPending} onClick={() => seen.mutate(alert._id)}>
            Seen
          </Button>
        </Group>
      )}
      <form onSubmit={send} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            size="xs"
            label={`Reply about ${alert.student}`}
            placeholder="He is sick today"
            maxLength={200}
            {...form.getInputProps('reply')}
            style={{ flex: 1 }}
          />
          <Button type="submit" size="xs" mt={22} loading={reply.isPending}>
            Send reply
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
