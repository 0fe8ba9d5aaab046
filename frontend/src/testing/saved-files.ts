import { vi } from 'vitest';

/**
 * Catches the files a screen hands the browser to save (`saveFile`): the links clicked, each
 * with the name the file is saved under. jsdom makes no object URLs, so the file's address is
 * made up here.
 */
export function catchSavedFiles(): HTMLAnchorElement[] {
  URL.createObjectURL = vi.fn(() => 'blob:saved-file');
  URL.revokeObjectURL = vi.fn();
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

/** A School Form as the server answers it: an Excel workbook named `fileName`. */
export function spreadsheetResponse(fileName: string): Response {
  return new Response('PK', {
    status: 200,
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}
