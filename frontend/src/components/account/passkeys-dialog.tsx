import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFingerprint } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { makePasskey, passkeyCancelled, passkeysAvailable, suggestedPasskeyName } from '@/lib/passkeys';
import { showServerErrors } from '@/lib/server-errors';
import type { NoticeView, PasskeyCeremonyView, PasskeyView, PasskeysView } from '@/types/wire';

export const PASSKEYS_TITLE = 'Passkeys';

/** `GET /api/passkeys`, read each time the dialog opens. */
const PASSKEYS_KEY = ['passkeys'] as const;

/** Why a new passkey was not made, in words. */
function notMade(error: unknown): string {
  if (passkeyCancelled(error)) return 'No passkey was made.';
  if (error instanceof Error && error.name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  return errorMessage(error);
}

function nameRule(value: string): string | null {
  return value.trim() ? null : 'Give the passkey a name, such as the device it is on.';
}

/** 'Add a passkey': its name, then the browser's own prompt (fingerprint, face, screen lock). */
function AddPasskey({ onAdded }: { onAdded: () => void }) {
  const form = useForm({ mode: 'uncontrolled', initialValues: { name: suggestedPasskeyName() }, validate: { name: nameRule } });
  const add = useMutation({
    mutationFn: async (name: string) => {
      const begun = await api.post<PasskeyCeremonyView>('/api/passkeys/options');
      const credential = await makePasskey(begun.options);
      return api.post<PasskeyView>('/api/passkeys', { ceremony: begun.ceremony, credential, name });
    },
    meta: { silent: true },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ name }) =>
        add.mutate(name, {
          onSuccess: (passkey) => {
            notifySuccess(`Passkey “${passkey.name}” added.`);
            form.reset();
            onAdded();
          },
          onError: (error) => showServerErrors(form, error, ['name'], { otherwise: () => notifyError(notMade(error)) }),
        }),
      )}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Passkey name"
          description="So you can tell your passkeys apart"
          maxLength={60}
          style={{ flex: '1 1 14rem' }}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Button type="submit" leftSection={<IconFingerprint size={18} />} loading={add.isPending}>
          Add a passkey
        </Button>
      </Group>
    </form>
  );
}

/** A passkey's new name, in place of its own. */
function RenameForm({ passkey, onDone }: { passkey: PasskeyView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ mode: 'uncontrolled', initialValues: { name: passkey.name }, validate: { name: nameRule } });
  const rename = useMutation({
    mutationFn: (name: string) => api.patch<NoticeView>(`/api/passkeys/${encodeURIComponent(passkey.id)}`, { name }),
    meta: { silent: true },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ name }) =>
        rename.mutate(name, {
          onSuccess: (answer) => {
            notifySuccess(answer.message);
            void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
            onDone();
          },
          onError: (error) => showServerErrors(form, error, ['name']),
        }),
      )}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput label="Name" maxLength={60} autoFocus style={{ flex: '1 1 12rem' }} key={form.key('name')} {...form.getInputProps('name')} />
        <Button type="submit" size="sm" loading={rename.isPending}>
          Save
        </Button>
        <Button variant="default" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

function PasskeyCard({
  passkey,
  removing,
  onRemove,
}: {
  passkey: PasskeyView;
  removing: boolean;
  onRemove: (passkey: PasskeyView) => void;
}) {
  const [renaming, setRenaming] = useState(false);
  return (
    <Paper withBorder p="sm" component="li" aria-label={passkey.name}>
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {passkey.name}
            </Text>
            <Text size="xs">Added {formatDateTime(passkey.created_at)}</Text>
            <Text size="xs">
              {passkey.last_used_at ? `Last used ${formatDateTime(passkey.last_used_at)}` : 'Not used to sign in yet'}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="default" aria-label={`Rename ${passkey.name}`} onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red"
              loading={removing}
              aria-label={`Remove ${passkey.name}`}
              onClick={() => onRemove(passkey)}
            >
              Remove
            </Button>
          </Group>
        </Group>
      )}
    </Paper>
  );
}

/**
 * 'Passkeys': the account's passkeys, each with when it was added and last used, to rename or
 * remove (after a confirmation), and 'Add a passkey' where the browser can make one.
 */
export function PasskeysDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const passkeys = useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: ({ signal }) => api.get<PasskeysView>('/api/passkeys', signal),
    enabled: opened,
    staleTime: 0,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
  const remove = useMutation({
    mutationFn: (passkey: PasskeyView) => api.delete<NoticeView>(`/api/passkeys/${encodeURIComponent(passkey.id)}`),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      refresh();
    },
    onError: (error: Error) => notifyError(errorMessage(error)),
    meta: { silent: true },
  });
  const confirmRemove = (passkey: PasskeyView) => {
    if (window.confirm(`Remove the passkey “${passkey.name}”? It will no longer sign you in.`)) remove.mutate(passkey);
  };
  const list = passkeys.data?.passkeys ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title={PASSKEYS_TITLE} size="lg">
      <Stack gap="md">
        <Text size="sm">
          Sign in with your fingerprint, face or screen lock instead of your password. A passkey stays on the device
          that made it, or in the password manager that keeps it.
        </Text>
        {passkeys.isPending && (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label="Loading passkeys" />
          </Group>
        )}
        {passkeys.isError && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(passkeys.error)}
          </Text>
        )}
        {passkeys.isSuccess && list.length === 0 && <Text size="sm">You have no passkeys yet.</Text>}
        {passkeys.isSuccess && list.length > 0 && (
          <Stack gap="xs" component="ul" aria-label="Your passkeys" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((passkey) => (
              <PasskeyCard
                key={passkey.id}
                passkey={passkey}
                removing={remove.isPending && remove.variables?.id === passkey.id}
                onRemove={confirmRemove}
              />
            ))}
          </Stack>
        )}
        {passkeysAvailable() ? (
          <AddPasskey onAdded={refresh} />
        ) : (
          <Alert color="gray">This browser cannot make passkeys here. Open Lyceum at its web address in a current browser.</Alert>
        )}
      </Stack>
    </Modal>
  );
}
