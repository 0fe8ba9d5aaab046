import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsMutationCallbacks } from './mutation-callbacks';

/** Stores a picture (`POST /api/upload`, field `image`) and answers its path, usable as `<img src>`. */
export function uploadNewsImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return api.upload<string>('/api/upload', form);
}

export function useUploadNewsImage({ onSuccess, onError }: NewsMutationCallbacks<string> = {}) {
  return useMutation({ mutationFn: uploadNewsImage, onSuccess, onError });
}
