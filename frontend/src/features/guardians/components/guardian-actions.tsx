import { Button, Group } from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ResetPasswordButton } from '@/components/ui/reset-password-button';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useDeleteGuardians, useUnlinkGuardian } from '../api/guardian-writes';
import type { AdminGuardian, GuardianChild } from '../types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LinkStudentModal } from './link-student-modal';

/** 'Unlink' beside a child of an account, after a confirmation; it takes effect at once. */
export function UnlinkChildButton({ guardian, child }: { guardian: AdminGuardian; child: GuardianChild }) {
  const [asking, setAsking] = useState(false);
  const unlink = useUnlinkGuardian();
  const cancel = () => {
    setAsking(false);
    unlink.reset();
  };
  return (
    <>
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setAsking(true)} aria-label={`Unlink ${child.full_name} from ${guardian.full_name}`}>
        Unlink
      </Button>
      <ConfirmDialog
        danger
        opened={asking}
        title={`Unlink ${child.full_name}?`}
        confirmLabel="Unlink"
        pending={unlink.isPending}
        error={unlink.isError ? errorMessage(unlink.error) : null}
        onCancel={cancel}
        onConfirm={() =>
          unlink.mutate(
            { guardianID: guardian._id, studentID: child._id },
            {
              onSuccess: () => {
                setAsking(false);
                notifySuccess(`${child.full_name} is no longer linked to ${guardian.full_name}.`);
              },
            },
          )
        }
      >
        {`${guardian.full_name} will no longer see ${child.full_name} in the guardian portal, from now on. The student's guardian block stays as it is.`}
      </ConfirmDialog>
    </>
  );
}

/** 'Delete' of one guardian account, after a confirmation; the students stay. */
function DeleteGuardianButton({ guardian }: { guardian: AdminGuardian }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteGuardians();
  const cancel = () => {
    setAsking(false);
    remove.reset();
  };
  return (
    <>
      <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => setAsking(true)} aria-label={`Delete ${guardian.full_name}`}>
        Delete
      </Button>
      <ConfirmDialog
        danger
        opened={asking}
        title={`Delete ${guardian.full_name}'s account?`}
        confirmLabel="Delete"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onCancel={cancel}
        onConfirm={() =>
          remove.mutate(
            { ids: [guardian._id] },
            {
              onSuccess: (answer) => {
                setAsking(false);
                notifySuccess(answer.message);
              },
            },
          )
        }
      >
        {`${guardian.full_name} (${guardian.email}) will no longer be able to sign in and is signed out everywhere. Their children's records are not changed.`}
      </ConfirmDialog>
    </>
  );
}

/** What can be done to a guardian account from the list: link a student, reset the password, delete. */
export function GuardianActions({ guardian }: { guardian: AdminGuardian }) {
  const [linking, setLinking] = useState(false);
  return (
    <Group gap="xs" wrap="wrap">
      <Button size="xs" variant="light" leftSection={<IconLink size={14} />} onClick={() => setLinking(true)} aria-label={`Link student to ${guardian.full_name}`}>
        Link student
      </Button>
      <ResetPasswordButton role="guardian" id={guardian._id} name={guardian.full_name} size="xs" />
      <DeleteGuardianButton guardian={guardian} />
      <LinkStudentModal guardian={guardian} opened={linking} onClose={() => setLinking(false)} />
    </Group>
  );
}
