import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import type { GuardianUser } from '@/types/api';

/**
 * `POST /api/guardians/update-photo`: sets the guardian's own photo (a path `POST /api/upload`
 * answered) or removes it (null); answers the guardian as they now are.
 */
export function updateGuardianPhoto(image: string | null): Promise<GuardianUser> {
  return api.post<GuardianUser>('/api/guardians/update-photo', { image });
}

/** Saves the guardian's photo and shows it at once in the session (top bar, profile). */
export function useUpdateGuardianPhoto() {
  return useMutation({
    mutationFn: updateGuardianPhoto,
    onSuccess: (guardian) => {
      const { session, setSession } = useSessionStore.getState();
      if (session?.role === 'guardian') setSession({ ...session, user: { ...session.user, image: guardian.image } });
    },
  });
}
