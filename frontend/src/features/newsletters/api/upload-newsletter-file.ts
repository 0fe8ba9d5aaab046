import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@/lib/upload-file';
import type { NewsletterMutationCallbacks } from './mutation-callbacks';

/** Stores a newsletter file (`POST /api/newsletterUpload`, field `file`) and answers its path. */
export function uploadNewsletterFile(file: File): Promise<string> {
  return uploadFile('/api/newsletterUpload', file);
}

export function useUploadNewsletterFile({ onSuccess, onError }: NewsletterMutationCallbacks<string> = {}) {
  return useMutation({ mutationFn: uploadNewsletterFile, onSuccess, onError });
}
