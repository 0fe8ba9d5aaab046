import { api } from './api-client';

/** Shown, word for word, for any refused newsletter, section or subject file upload. */
export const FILE_TYPE_ALERT = 'File type not supported! Be sure to only upload PDF|JPG|PNG|JPEG files.';

/** What the file pickers offer (the server checks the content itself). */
export const SHARED_FILE_TYPES = '.pdf,.jpg,.jpeg,.png';

/** The upload calls for files (field `file`); each answers the stored path. */
export type FileUploadPath = '/api/newsletterUpload' | '/api/sectionUpload' | '/api/subjectUpload';

/** Stores a file and answers its path, to attach it with the next call. */
export function uploadFile(path: FileUploadPath, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<string>(path, form);
}
