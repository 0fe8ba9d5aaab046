import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmModalProps {
  opened: boolean;
  /** The question, also the dialog's name: "Copy last year's schedule?" */
  title: string;
  children: ReactNode;
  /** The button that does it. */
  confirmLabel: string;
  pending: boolean;
  /** Why the last attempt was refused, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change that posts to many accounts or copies a whole year. */
export function ConfirmModal({ opened, title, children, confirmLabel, pending, error, onConfirm, onCancel }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button loading={pending} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
