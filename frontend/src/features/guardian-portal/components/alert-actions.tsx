import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
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

  const send = (event: FormEvent) => {
    event.preventDefault();
    const problem = replyProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    reply.mutate(
      { id: alert._id, reply: text.trim() },
      {
        onSuccess: () => {
          setText('');
          setError(undefined);
          notifySuccess(REPLY_SENT);
        },
        onError: (failure) => {
          const beside = isApiError(failure) ? failure.fieldError('reply') : undefined;
          if (beside) setError(beside);
          else notifyError(errorMessage(failure));
        },
      },
    );
  };

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
            value={text}
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(undefined);
            }}
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
