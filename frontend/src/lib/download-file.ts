import { useMutation } from '@tanstack/react-query';
import { requestFile, type DownloadedFile } from './api-client';

/** Hands a downloaded file to the browser, which saves it under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file saved by `useFileDownload`: what it was, and the name it was saved under. */
export interface SavedFile extends DownloadedFile {
  savedAs: string;
}

/**
 * Downloads a file (a CSV report, a School Form) through a fetch of its path, so that a refusal
 * (a field error) can be shown beside its field instead of a browser error page, and saves it
 * under the server's name (`fallbackName` when it gives none). `type` is the file's type, a CSV
 * unless told. Errors are the caller's to show.
 */
export function useFileDownload(fallbackName: string, type?: string) {
  return useMutation({
    mutationFn: (path: string) => downloadFile(path, fallbackName, type),
    meta: { silent: true },
  });
}

/**
 * Fetches the file at `path` (of `type`, a CSV unless told) and saves it under the server's
 * name, `fallbackName` when it gives none; a refusal is thrown as an `ApiError`.
 */
export async function downloadFile(path: string, fallbackName: string, type?: string): Promise<SavedFile> {
  const file = await requestFile(path, { type });
  const savedAs = file.fileName ?? fallbackName;
  saveFile(file.blob, savedAs);
  return { ...file, savedAs };
}
