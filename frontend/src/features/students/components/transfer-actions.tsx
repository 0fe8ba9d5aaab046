import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconLogout, IconSchool } from '@tabler/icons-react';
import { DropLearnerModal } from './drop-learner-modal';
import { TransferInModal } from './transfer-in-modal';
import { TransferOutModal, type TransferModalProps } from './transfer-out-modal';

/** Which of the transfer dialogs is open. */
export type TransferDialog = 'transfer-out' | 'drop' | 'transfer-in';

export interface TransferActionsProps {
  student: TransferModalProps['student'];
  /** The dialog open, if any: the drawer around keeps Escape for it meanwhile. */
  dialog: TransferDialog | null;
  onDialogChange: (dialog: TransferDialog | null) => void;
}

/**
 * 'Transfers' of a student's record: a transfer out, a drop-out or a transfer in, recorded on
 * the current school year's enrolment, each in its own dialog.
 */
export function TransferActions({ student, dialog, onDialogChange }: TransferActionsProps) {
  const close = () => onDialogChange(null);
  return (
    <Stack gap="xs">
      <Title order={4}>Transfers</Title>
      <Text size="sm" c="dimmed">
        Recorded on this school year&apos;s enrolment while the year is open; a learner who leaves moves to the archive the day after.
      </Text>
      <Group gap="sm">
        <Button variant="light" leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => onDialogChange('transfer-out')}>
          Transfer out
        </Button>
        <Button variant="light" color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => onDialogChange('drop')}>
          Drop
        </Button>
        <Button variant="light" leftSection={<IconSchool size={16} aria-hidden />} onClick={() => onDialogChange('transfer-in')}>
          Transfer in
        </Button>
      </Group>
      <TransferOutModal student={student} opened={dialog === 'transfer-out'} onClose={close} />
      <DropLearnerModal student={student} opened={dialog === 'drop'} onClose={close} />
      <TransferInModal student={student} opened={dialog === 'transfer-in'} onClose={close} />
    </Stack>
  );
}
