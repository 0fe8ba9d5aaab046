import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StudentMutationCallbacks } from './mutation-callbacks';

export const STUDENT_PHOTO_UPLOAD_KEY = ['students', 'upload-photo'] as const;

/** Stores a photo (`POST /api/upload`, field `image`) and answers its path, usable as `<img src>`. */
export function uploadStudentPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return api.upload<string>('/api/upload', form);
}

export function useUploadStudentPhoto({ onSuccess, onError }: StudentMutationCallbacks<string> = {}) {
  return useMutation({ mutationKey: STUDENT_PHOTO_UPLOAD_KEY, mutationFn: uploadStudentPhoto, onSuccess, onError });
}
