import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import type { StudentUser } from '@/types/api';

export interface PhotoChange {
  id: string;
  /** The stored path `POST /api/upload` answered. */
  image: string;
}

/**
 * A student may change only their own photo. The call is the admin namespace's update-student
 * (the server lets a student use it for their own photo and nothing else).
 */
export function updateProfilePhoto(change: PhotoChange): Promise<StudentUser> {
  return api.post<StudentUser>('/api/admins/update-student', change);
}

/** Saves the student's new photo and shows it at once in the session (top bar, profile). */
export function useUpdateProfilePhoto({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: updateProfilePhoto,
    onSuccess: (_answer, { image }) => {
      const { session, setSession } = useSessionStore.getState();
      if (session?.role === 'student') setSession({ ...session, user: { ...session.user, image } });
      onSuccess?.();
    },
  });
}
