import { Stack, Switch, Text } from '@mantine/core';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { GuardianUser } from '@/types/api';
import { useSetEmailAlerts } from '../api/alerts';

export const EMAIL_ALERTS_ON = 'Alerts will also come by e-mail.';
export const EMAIL_ALERTS_OFF = 'Alerts will no longer come by e-mail.';

/** 'Alerts by e-mail': whether the guardian's alerts also go out by e-mail. */
export function EmailAlertsSwitch({ guardian }: { guardian: GuardianUser }) {
  const save = useSetEmailAlerts();
  return (
    <Stack gap={4}>
      <Switch
      label="Alerts by e-mail"
      checked={guardian.email_alerts}
      disabled={save.isPending}
      onChange={(event) => {
        const enabled = event.currentTarget.checked;
        save.mutate(enabled, {
          onSuccess: () => notifySuccess(enabled ? EMAIL_ALERTS_ON : EMAIL_ALERTS_OFF),
          onError: (error) => notifyError(errorMessage(error)),
        });
      }}
      />
      <Text size="sm" c="dimmed">
        When your child is marked absent or late, or grades are published, we also e-mail you (if the school sends
        e-mail).
      </Text>
    </Stack>
  );
}
