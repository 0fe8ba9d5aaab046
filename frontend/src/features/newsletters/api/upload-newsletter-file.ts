import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NewsletterMutationCallbacks } from './mutation-callbacks';

/** Stores a newsletter file (`POST /api/newsletterUpload`, field `file`) and answers its path. */
export function uploadNewsletterFile(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<string>('/api/newsletterUpload', form);
}

export function useUploadNewsletterFile({ onSuccess, onError }: NewsletterMutationCallbacks<string> = {}) {
  return useMutation({ mutationFn: uploadNewsletterFile, onSuccess, onError });
}
