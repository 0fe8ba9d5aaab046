import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import {
  FILE_TYPE_ALERT,
  UPLOAD_CONNECTION_FAILED,
  UploadRefused,
  uploadErrorMessage,
  uploadFile,
  uploadThenAttach,
} from './upload-file';

/** Uploads a file against a server answering `answer`, and says what the user is told. */
async function toldAfter(answer: () => Response | Promise<Response>): Promise<string> {
  mockFetch(() => answer());
  const failure = await uploadFile('/api/newsletterUpload', new File(['%PDF'], 'memo.pdf')).catch((e: unknown) => e);
  return uploadErrorMessage(failure);
}

describe('uploadErrorMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the file type alert for a refused type (415)', async () => {
    expect(await toldAfter(() => jsonResponse(415, { message: FILE_TYPE_ALERT }))).toBe(FILE_TYPE_ALERT);
  });

  it("says the size limit for a file too large (413), from the server's answer", async () => {
    expect(await toldAfter(() => jsonResponse(413, { message: 'The file is larger than 20 MB.' }))).toBe(
      'The file is larger than 20 MB.',
    );
    expect(await toldAfter(() => jsonResponse(413, { message: 'The file is larger than 7 MB.' }))).toBe(
      'The file is larger than 7 MB.',
    );
  });

  it("says the known limit when a 413 comes without the server's words (a proxy's page)", async () => {
    expect(await toldAfter(() => new Response('<html>413</html>', { status: 413 }))).toBe(
      'The file is larger than 20 MB.',
    );
  });

  it('says the connection failed when no answer came', async () => {
    expect(await toldAfter(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(UPLOAD_CONNECTION_FAILED);
  });

  it("shows the hourly cap's message (429) as the server words it", async () => {
    const cap = 'You have uploaded 98 MB in the last hour; the limit is 100 MB. Try again later.';
    expect(await toldAfter(() => jsonResponse(429, { message: cap }))).toBe(cap);
  });

  it('never calls a size, a cap or a dropped connection a wrong file type', async () => {
    for (const answer of [
      () => jsonResponse(413, { message: 'The file is larger than 20 MB.' }),
      () => jsonResponse(429, { message: 'You have uploaded 100 MB in the last hour; the limit is 100 MB. Try again later.' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      expect(await toldAfter(answer)).not.toBe(FILE_TYPE_ALERT);
    }
  });
});

describe('uploadThenAttach', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('attaches the stored path the upload answered, and answers what attaching answered', async () => {
    mockFetch(() => jsonResponse(200, '/api/files/subjects/x.pdf'));
    const attach = vi.fn((storedPath: string) => Promise.resolve(`attached ${storedPath}`));
    expect(await uploadThenAttach('/api/subjectUpload', new File(['%PDF'], 'memo.pdf'), attach)).toBe(
      'attached /api/files/subjects/x.pdf',
    );
    expect(attach).toHaveBeenCalledWith('/api/files/subjects/x.pdf');
  });

  it('fails a refused upload as UploadRefused, saying why in words, and attaches nothing', async () => {
    mockFetch(() => jsonResponse(415, { message: FILE_TYPE_ALERT }));
    const attach = vi.fn(() => Promise.resolve());
    const failure = await uploadThenAttach('/api/subjectUpload', new File(['MZ'], 'tool.pdf'), attach).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(UploadRefused);
    expect((failure as Error).message).toBe(FILE_TYPE_ALERT);
    expect(attach).not.toHaveBeenCalled();
  });
});
