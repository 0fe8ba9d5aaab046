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

export interface UpdateProfilePhotoOptions {
  onSuccess?: () => void;
  /** A refusal, for the form to show beside the photo (without it, a toast says it). */
  onError?: (error: Error) => void;
}

/** Saves the student's new photo and shows it at once in the session (top bar, profile). */
export function useUpdateProfilePhoto({ onSuccess, onError }: UpdateProfilePhotoOptions = {}) {
  return useMutation({
    mutationFn: updateProfilePhoto,
    onSuccess: (_answer, { image }) => {
      const { session, setSession } = useSessionStore.getState();
      if (session?.role === 'student') setSession({ ...session, user: { ...session.user, image } });
      onSuccess?.();
    },
    onError,
  });
}
