import { useMutation } from '@tanstack/react-query';
import { requestFile } from '@/lib/api-client';

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

/**
 * Downloads a CSV report through a fetch of its path, so that a refusal (a field error) can be
 * shown beside its field instead of a browser error page. Errors are the caller's to show.
 */
export function useDownloadCsv(fallbackName: string) {
  return useMutation({
    mutationFn: async (path: string) => {
      const file = await requestFile(path);
      saveFile(file.blob, file.fileName ?? fallbackName);
      return file;
    },
    meta: { silent: true },
  });
}
