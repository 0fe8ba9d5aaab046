// Files the app downloads through a fetch and saves from a blob (the School Forms, the LIS
// exports): what the server answered for them and what the browser saved.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

export const SPREADSHEET = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF = 'application/pdf';

/**
 * Clicks `button` and waits for the call to `pathname` and the file saved; the answer must be a
 * 200 of `type` (a `text/csv; charset=utf-8` counts as `text/csv`). Answers the file's name,
 * bytes and the address asked.
 */
export async function downloadFrom(page, button, pathname, type) {
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((answer) => new URL(answer.url()).pathname === pathname),
    button.click(),
  ]);
  if (response.status() !== 200) assert.fail(`${pathname} answered ${response.status()}: ${await response.text()}`);
  assert.equal((response.headers()['content-type'] ?? '').split(';')[0].trim(), type);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), bytes, url: new URL(response.url()) };
}

/** Whether `bytes` are a spreadsheet (.xlsx, a zip archive) or a PDF, by their first bytes. */
export function assertSpreadsheet(bytes) {
  assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK');
}

export function assertPdf(bytes) {
  assert.equal(bytes.subarray(0, 4).toString('latin1'), '%PDF');
}

/** The names of a CSV file's header row (a byte order mark, quotes and spaces around names dropped). */
export function csvHeader(bytes) {
  const [first] = bytes.toString('utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
  return first.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
}

/** `2026-09-01` as the app writes a date on record: `9/1/2026`. */
export function shortDate(ymd) {
  const [year, month, day] = ymd.split('-');
  return `${Number(month)}/${Number(day)}/${year}`;
}
