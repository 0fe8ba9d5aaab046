import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import type { TeacherUser } from '@/types/api';

/** What a teacher may change of their own account: phone and photo, nothing else. */
export interface TeacherProfileChange {
  id: string;
  phone: string;
  /** The stored photo path, or null for the default picture. */
  image: string | null;
}

export function updateTeacherProfile(change: TeacherProfileChange): Promise<TeacherUser> {
  return api.post<TeacherUser>('/api/admins/update-teacher', change);
}

/** Saves the teacher's phone and photo and shows them at once in the session. */
export function useUpdateTeacherProfile({
  onSuccess,
  onError,
}: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  return useMutation({
    mutationFn: updateTeacherProfile,
    onSuccess: (_answer, { phone, image }) => {
      const { session, setSession } = useSessionStore.getState();
      if (session?.role === 'teacher') setSession({ ...session, user: { ...session.user, phone, image } });
      onSuccess?.();
    },
    onError,
  });
}
