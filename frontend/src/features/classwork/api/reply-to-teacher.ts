import { useMutation } from '@tanstack/react-query';
import type { SendReply } from '../types';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';

/** A reply to an announcement: to its teacher, as an ordinary message. */
export interface Reply {
  teacherID: string;
  message: string;
}

/**
 * Sends a reply to the teacher of an announcement through `send`, which the portal gives
 * (messaging's `POST /api/messages/send/{teacherID}`): the reply is then in the sender's Messages.
 */
export function useReplyToTeacher(send: SendReply, { onSuccess, onError }: ClassworkMutationCallbacks<unknown> = {}) {
  return useMutation({
    mutationFn: ({ teacherID, message }: Reply) => send(teacherID, message),
    onSuccess,
    onError,
  });
}
