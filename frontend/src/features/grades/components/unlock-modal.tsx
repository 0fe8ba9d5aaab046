import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { showServerErrors } from '@/lib/server-errors';
import { notifySuccess } from '@/lib/notify';
import { useUnlock } from '../api/publications';
import type { SectionPublication } from '../types';

export const UNLOCK_REASON_REQUIRED = 'Give the reason for unlocking.';

export interface UnlockModalProps {
  termID: string;
  termName: string;
  /** The section to unlock; null while the dialog is closed. */
  section: SectionPublication | null;
  onClose: () => void;
}

function UnlockForm({ termID, termName, section, onClose }: UnlockModalProps & { section: SectionPublication }) {
  const unlock = useUnlock();
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (value) =>
        value.trim() === '' ? UNLOCK_REASON_REQUIRED : value.trim().length > 300 ? 'Keep the reason to 300 characters.' : null,
    },
  });
  const submit = ({ reason }: { reason: string }) =>
    unlock.mutate(
      { termID, sectionID: section._id, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onClose();
        },
        onError: (error) => showServerErrors(form, error, ['reason']),
      },
    );
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="sm">
        <Text size="sm">
          {`The grades of ${section.level} - ${section.section} for ${termName} are computed live again and can be changed until they are published anew. The reason is kept in the audit log.`}
        </Text>
        <Textarea label="Reason" required autosize minRows={2} maxLength={300} data-autofocus {...form.getInputProps('reason')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={unlock.isPending}>
            Unlock
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Unlock' of a published section's term, with the reason required. */
export function UnlockModal(props: UnlockModalProps) {
  const { section, onClose } = props;
  return (
    <Modal
      opened={section !== null}
      onClose={onClose}
      title={section ? `Unlock the grades of ${section.level} - ${section.section}?` : 'Unlock grades'}
    >
      {section && <UnlockForm {...props} section={section} />}
    </Modal>
  );
}
