import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TeacherMutationCallbacks } from './mutation-callbacks';

/** Lets the form hold its submit button while a photo is still on its way. */
export const TEACHER_PHOTO_UPLOAD_KEY = ['teacher-photo-upload'] as const;

/** Stores a picture (`POST /api/upload`, field `image`) and answers its path, usable as `<img src>`. */
export function uploadTeacherPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return api.upload<string>('/api/upload', form);
}

export function useUploadTeacherPhoto({ onSuccess, onError }: TeacherMutationCallbacks<string> = {}) {
  return useMutation({ mutationKey: TEACHER_PHOTO_UPLOAD_KEY, mutationFn: uploadTeacherPhoto, onSuccess, onError });
}
