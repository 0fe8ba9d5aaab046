import { api, isApiError } from './api-client';
import { errorMessage } from './api-error';

/** Shown, word for word, when the server refuses a newsletter, section or subject file's type (415). */
export const FILE_TYPE_ALERT = 'File type not supported! Be sure to only upload PDF|JPG|PNG|JPEG files.';

/** Shown when the upload never got an answer: the connection failed on the way. */
export const UPLOAD_CONNECTION_FAILED =
  'The upload failed: the connection to the server was lost. Check your connection and try again.';

/** The server's size limit for these files (`--max-file-mb`), when its answer does not say it. */
export const FILE_LIMIT_MB = 20;

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

/** The upload itself failed (type, size, the hourly cap, the connection); its message says why in words. */
export class UploadRefused extends Error {}

/**
 * Uploads `file` through `upload`, then attaches the stored path with `attach` and answers what
 * that answers. A refused upload is thrown as `UploadRefused` with `uploadErrorMessage`'s words,
 * so a screen can tell it from a refused attach.
 */
export async function uploadThenAttach<T>(
  upload: FileUploadPath,
  file: File,
  attach: (storedPath: string) => Promise<T>,
): Promise<T> {
  let storedPath: string;
  try {
    storedPath = await uploadFile(upload, file);
  } catch (error) {
    throw new UploadRefused(uploadErrorMessage(error));
  }
  return attach(storedPath);
}

/**
 * Why a file upload failed, in words: a refused type (415) keeps its old alert, a file over
 * the limit (413) says the limit, a dropped connection says so, and anything else (the hourly
 * upload cap's 429, an empty file) is the server's own message.
 */
export function uploadErrorMessage(error: unknown): string {
  if (!isApiError(error)) return UPLOAD_CONNECTION_FAILED;
  if (error.status === 415) return FILE_TYPE_ALERT;
  if (error.status === 413) {
    // The server names its limit ("The file is larger than 20 MB."); a proxy's 413 does not.
    const limit = /(\d+(?:\.\d+)?) MB/.exec(error.message)?.[1] ?? String(FILE_LIMIT_MB);
    return `The file is larger than ${limit} MB.`;
  }
  if (error.status === 0) return UPLOAD_CONNECTION_FAILED;
  return errorMessage(error);
}
