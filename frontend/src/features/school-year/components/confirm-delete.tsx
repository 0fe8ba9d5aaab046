import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface ConfirmDeleteProps {
  /** The button's accessible name, naming what it deletes ('Delete First Quarter'). */
  buttonLabel: string;
  /** The question the dialog asks, naming what goes ('Delete the term “First Quarter”?'). */
  question: string;
  /** What else happens. */
  consequence: string;
  pending: boolean;
  /** Deletes; calls `done` when the answer came, either way. */
  onConfirm: (done: () => void) => void;
}

/** 'Delete', then a confirmation naming what goes; 'Cancel' keeps it. */
export function ConfirmDelete({ buttonLabel, question, consequence, pending, onConfirm }: ConfirmDeleteProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" color="red" onClick={() => setAsking(true)} aria-label={buttonLabel}>
        Delete
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={question}>
        <Stack gap="md">
          <Text size="sm">{consequence}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="red" loading={pending} onClick={() => onConfirm(() => setAsking(false))}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
