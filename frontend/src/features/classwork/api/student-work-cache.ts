import { useQueryClient } from '@tanstack/react-query';
import type { StudentClassworkView } from '@/types/wire';
import type { Assignment } from '../types';
import { classworkKeys } from './query-keys';

/** The student's lists with `piece` (as a call answered it) in place of the one of its id. */
function withPiece(lists: StudentClassworkView, piece: Assignment): StudentClassworkView {
  const swap = (pieces: Assignment[]) => pieces.map((each) => (each._id === piece._id ? piece : each));
  return { todo: swap(lists.todo), missing: swap(lists.missing), done: swap(lists.done) };
}

/**
 * After a call on the student's work: the piece shows as the server answered it at once, then
 * the student's lists load again (turned in, it moves to 'Done'; taken back, to 'To do').
 */
export function useKeepStudentWork() {
  const queryClient = useQueryClient();
  return async (piece: Assignment) => {
    queryClient.setQueryData<StudentClassworkView>(classworkKeys.student(), (lists) =>
      lists ? withPiece(lists, piece) : lists,
    );
    await queryClient.invalidateQueries({ queryKey: classworkKeys.student() });
  };
}
