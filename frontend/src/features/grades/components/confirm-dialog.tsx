import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  /** The question, naming what happens ('Delete “Quiz 1”?'). */
  title: string;
  /** What else follows. */
  consequence: string;
  /** The confirming button's text ('Delete', 'Publish'). */
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A question before something that cannot simply be undone; 'Cancel' leaves everything as it was. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, consequence, confirmLabel, danger = false, pending, onConfirm, onClose } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text size="sm">{consequence}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
