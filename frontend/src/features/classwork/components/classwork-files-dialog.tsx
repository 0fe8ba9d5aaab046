import { Button, Group, Modal, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PickFileButton } from '@/components/ui/pick-file-button';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useAttachClassworkFile } from '../api/attach-classwork-file';
import { useDeleteClassworkFile } from '../api/delete-classwork-file';
import type { Assignment, ClassworkFile } from '../types';
import { classOf } from '../utils/labels';
import { ClassworkFileLinks } from './classwork-file-links';

const FILES_STACK_ID = 'classwork-files';
const REMOVE_STACK_ID = 'remove-classwork-file';

export interface ClassworkFilesDialogProps {
  opened: boolean;
  /** The piece as the list has it now, its files up to date (kept while the dialog closes). */
  assignment: Assignment | null;
  onClose: () => void;
}

/** The file asked about (kept while the question closes). */
interface Removing {
  opened: boolean;
  file: ClassworkFile | null;
}

const NOT_REMOVING: Removing = { opened: false, file: null };

/**
 * 'Files of “…”': the piece's files as links, 'Attach file' to add one, and 'Remove …' beside
 * each, asked over the dialog first (Escape leaves the question alone). The whole screen on a phone.
 */
export function ClassworkFilesDialog({ opened, assignment, onClose }: ClassworkFilesDialogProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const [removing, setRemoving] = useState<Removing>(NOT_REMOVING);
  const [removalRefusal, setRemovalRefusal] = useState<string | null>(null);
  const remove = useDeleteClassworkFile({
    onSuccess: ({ message }) => {
      notifySuccess(message);
      setRemoving((asking) => ({ ...asking, opened: false }));
    },
    onError: (error) => setRemovalRefusal(errorMessage(error)),
  });
  const stopRemoving = () => {
    setRemovalRefusal(null);
    setRemoving((asking) => ({ ...asking, opened: false }));
  };

  return (
    <Modal.Stack>
      <Modal
        stackId={FILES_STACK_ID}
        opened={opened && assignment !== null}
        onClose={onClose}
        title={assignment ? `Files of “${assignment.title}”` : 'Files'}
        fullScreen={phone}
      >
        {assignment && (
          <ClassworkFilesPanel
            key={assignment._id}
            assignment={assignment}
            removingId={remove.isPending ? (remove.variables ?? null) : null}
            onRemove={(file) => {
              setRemovalRefusal(null);
              setRemoving({ opened: true, file });
            }}
            onDone={onClose}
          />
        )}
      </Modal>
      <ConfirmDialog
        stackId={REMOVE_STACK_ID}
        opened={opened && removing.opened && removing.file !== null}
        title={removing.file ? `Remove “${removing.file.name}”?` : 'Remove the file?'}
        confirmLabel="Remove"
        danger
        pending={remove.isPending}
        error={removalRefusal}
        onConfirm={() => {
          if (!removing.file) return;
          setRemovalRefusal(null);
          remove.mutate(removing.file._id);
        }}
        onCancel={stopRemoving}
      >
        {assignment && `Its students no longer see it with “${assignment.title}”, and the file is deleted.`}
      </ConfirmDialog>
    </Modal.Stack>
  );
}

interface ClassworkFilesPanelProps {
  assignment: Assignment;
  removingId: string | null;
  onRemove: (file: ClassworkFile) => void;
  onDone: () => void;
}

/** The files, who sees them, and 'Attach file' (upload, then attach), with why an upload was refused. */
function ClassworkFilesPanel({ assignment, removingId, onRemove, onDone }: ClassworkFilesPanelProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const attach = useAttachClassworkFile(assignment._id, {
    onSuccess: () => setRefusal(null),
    onError: (error) => setRefusal(errorMessage(error)),
  });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The students of {classOf(assignment)} see these files with the classwork. PDF, JPG or PNG files.
      </Text>
      {assignment.files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files yet.
        </Text>
      ) : (
        <ClassworkFileLinks files={assignment.files} onRemove={onRemove} removingId={removingId} />
      )}
      {refusal && (
        <Text size="sm" c="red" role="alert">
          {refusal}
        </Text>
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <PickFileButton
          label="Attach file"
          loading={attach.isPending}
          onPick={(file) => {
            setRefusal(null);
            attach.mutate(file);
          }}
        />
        <Button variant="default" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
