import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, also the dialog's name: "Delete Rosa Reyes's account?" */
  title: string;
  children: ReactNode;
  /** The button that does it: "Delete", "Unlink". */
  confirmLabel: string;
  pending: boolean;
  /** Why the last attempt was refused, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change that cannot be taken back from the screen (delete, unlink). */
export function ConfirmDialog({ opened, title, children, confirmLabel, pending, error, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
