import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { FILE_TYPE_ALERT } from '@/lib/upload-file';
import { NO_WORK, answerError, workFileErrorMessage, workStage } from './work';

const due = { dueAt: '2030-12-11T09:00:00Z' };
const before = Date.parse('2030-12-10T09:00:00Z');
const after = Date.parse('2030-12-12T09:00:00Z');

describe('work on classwork', () => {
  it('says where work stands: missing once past due and not turned in, late when turned in late', () => {
    expect(workStage(NO_WORK, due, before)).toBe('assigned');
    expect(workStage(NO_WORK, due, after)).toBe('missing');
    expect(workStage({ ...NO_WORK, status: 'turnedIn' }, due, after)).toBe('turnedIn');
    expect(workStage({ ...NO_WORK, status: 'turnedIn', late: true }, due, after)).toBe('turnedInLate');
    expect(workStage({ ...NO_WORK, status: 'returned', late: true }, due, after)).toBe('returned');
  });

  it('wants a file or an answer, of at most 10,000 characters', () => {
    expect(answerError('  ', 0)).toBe('Add a file or write your answer before turning it in.');
    expect(answerError('', 1)).toBeNull();
    expect(answerError('3/8', 0)).toBeNull();
    expect(answerError('x'.repeat(10_001), 0)).toBe('Keep the answer within 10,000 characters.');
  });

  it("says the server's own words for a refused type of work file, and the limit of a file too large", () => {
    const types = 'Hand in a photo (JPEG, PNG or WebP), a PDF, or a Word, Excel or PowerPoint file.';
    expect(workFileErrorMessage(new ApiError(415, { message: types }))).toBe(types);
    expect(workFileErrorMessage(new ApiError(415, { message: types }))).not.toBe(FILE_TYPE_ALERT);
    expect(workFileErrorMessage(new ApiError(413, { message: 'Too large.' }))).toBe('The file is larger than 20 MB.');
    const full = 'Your teacher has returned this work.';
    expect(workFileErrorMessage(new ApiError(409, { message: full }))).toBe(full);
  });
});
