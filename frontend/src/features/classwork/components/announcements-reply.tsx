import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useReplyToTeacher } from '../api/reply-to-teacher';
import type { Announcement, SendReply } from '../types';
import { MAX_REPLY, replyProblem, replySentText } from '../utils/announcements';

export interface ReplyModalProps {
  opened: boolean;
  /** The announcement answered (kept while the dialog closes). */
  announcement: Announcement | null;
  /** Sends the reply as a message (messaging's, given by the portal). */
  send: SendReply;
  onClose: () => void;
}

/** 'Reply to {teacher}': a message to the teacher of an announcement, which lands in the sender's Messages. */
export function ReplyModal({ opened, announcement, send, onClose }: ReplyModalProps) {
  return (
    <Modal
      opened={opened && announcement !== null}
      onClose={onClose}
      title={announcement ? `Reply to ${announcement.teacher}` : 'Reply'}
    >
      {opened && announcement && <ReplyForm announcement={announcement} send={send} onDone={onClose} />}
    </Modal>
  );
}

interface ReplyFormProps {
  announcement: Announcement;
  send: SendReply;
  onDone: () => void;
}

/** The message, 'Cancel' and 'Send'; why the server refused it shows under the message. */
function ReplyForm({ announcement, send, onDone }: ReplyFormProps) {
  const form = useForm({
    initialValues: { message: '' },
    validate: { message: replyProblem },
  });
  const reply = useReplyToTeacher(send, {
    onSuccess: () => {
      notifySuccess(replySentText(announcement.teacher));
      onDone();
    },
    onError: (error) =>
      showServerErrors(form, error, ['message'], { otherwise: (message) => form.setFieldError('message', message) }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ message }) => reply.mutate({ teacherID: announcement.teacherID, message }))}
    >
      <Stack gap="md">
        <Textarea
          label="Message"
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={MAX_REPLY}
          data-autofocus
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={reply.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
