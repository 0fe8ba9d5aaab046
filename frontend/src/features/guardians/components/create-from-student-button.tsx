import { Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useCreateGuardianFromStudent } from '../api/guardian-writes';

export interface CreateFromStudentButtonProps {
  studentID: string;
  /** The student's full name, for the button's accessible name and the notice. */
  studentName: string;
  size?: ButtonProps['size'];
}

/** The refusal in words: the field's message when the server names one, else its message. */
function refusalOf(error: Error): string {
  if (!isApiError(error)) return errorMessage(error);
  return error.fieldError('parent_email') ?? error.fieldError('email') ?? error.fieldError('studentID') ?? error.message;
}

/**
 * 'Create guardian account' of one student: the account of the student's guardian block,
 * linked to them. A refusal (no valid email, an account already there, two accounts already)
 * shows under the button.
 */
export function CreateFromStudentButton({ studentID, studentName, size = 'sm' }: CreateFromStudentButtonProps) {
  const create = useCreateGuardianFromStudent();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size={size}
        variant="light"
        leftSection={<IconUserPlus size={16} />}
        loading={create.isPending}
        disabled={create.isSuccess}
        aria-label={`Create guardian account for ${studentName}`}
        onClick={() =>
          create.mutate(
            { studentID },
            {
              onSuccess: (guardian) =>
                notifySuccess(`Created the guardian account of ${guardian.full_name}, linked to ${studentName}.`),
            },
          )
        }
      >
        Create guardian account
      </Button>
      {create.isError && (
        <Text size="sm" c="red" role="alert" maw={320}>
          {refusalOf(create.error)}
        </Text>
      )}
      {create.isSuccess && (
        <Text size="sm" c="green" role="status" maw={320}>
          {`Created: ${create.data.full_name} (${create.data.email})`}
        </Text>
      )}
    </Stack>
  );
}
