import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, also the dialog's name: 'Delete “Quiz 1”?', "Copy last year's schedule?" */
  title: string;
  /** What else follows. */
  children: ReactNode;
  /** The button that does it: 'Delete', 'Publish', 'Assess 40 learners'. */
  confirmLabel: string;
  /** A red button, for what cannot be taken back (a delete, an unlink). */
  danger?: boolean;
  pending: boolean;
  /** Why the last attempt was refused, shown in the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Its place in a `Modal.Stack`, when it asks over another dialog (which Escape then leaves open). */
  stackId?: string;
}

/** A question before something that cannot simply be undone; 'Cancel' leaves everything as it was. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, children, confirmLabel, danger = false, pending, error, onConfirm, onCancel, stackId } = props;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} stackId={stackId}>
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
          <Button color={danger ? 'red' : undefined} loading={pending} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
