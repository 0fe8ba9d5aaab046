import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';

/** The picture types the server accepts for photos and news images (checked by content there). */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Stores a picture (`POST /api/upload`, field `image`) and answers its path, usable as `<img src>`. */
export function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return api.upload<string>('/api/upload', form);
}

export interface UploadImageCallbacks {
  onSuccess?: (path: string) => void;
  onError?: (error: unknown) => void;
}

/**
 * Uploads a picture. The key lets a form hold its submit button while the picture is still
 * on its way (`useIsMutating({ mutationKey })`).
 */
export function useUploadImage(mutationKey: readonly unknown[], { onSuccess, onError }: UploadImageCallbacks = {}) {
  return useMutation({ mutationKey, mutationFn: uploadImage, onSuccess, onError });
}
