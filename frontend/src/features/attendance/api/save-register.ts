import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegisterAnswer, RegisterMark, RegisterRef } from '../types';
import { attendanceKeys } from './query-keys';

/** What a save sends: the register and every mark that is not a plain 'present'. */
export interface SaveRegisterInput {
  ref: RegisterRef;
  marks: RegisterMark[];
}

/** The body of `POST /api/attendance/register`. */
export function saveRegisterBody({ ref, marks }: SaveRegisterInput) {
  const register = ref.kind === 'lesson' ? { scheduleID: ref.scheduleID } : { sectionID: ref.sectionID };
  return { ...register, date: ref.date, marks };
}

/** `POST /api/attendance/register`: replaces the register's marks; answers it as saved. */
export function saveRegister(input: SaveRegisterInput): Promise<RegisterAnswer> {
  return api.post<RegisterAnswer>('/api/attendance/register', saveRegisterBody(input));
}

/**
 * Saves a register. The answer becomes the register shown, and the day lists (taken or not,
 * the counts) and the reports are marked stale. Silent: the roll call shows a failure beside its Save button,
 * keeping every mark, so call it with `mutateAsync`.
 */
export function useSaveRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRegister,
    onSuccess: (answer, { ref }) => {
      queryClient.setQueryData(attendanceKeys.register(ref), answer);
      // Not awaited: 'Register saved.' shows at once, the lists catch up behind it.
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.days() });
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.reports() });
    },
    meta: { silent: true },
  });
}
