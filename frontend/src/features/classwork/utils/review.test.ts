import { describe, expect, it } from 'vitest';
import { studentWork } from '../testing/classwork';
import { fileKind, reviewStage, scoreInput, scoreText, turnedInIDs } from './review';

const student = studentWork();

describe('reviewing work', () => {
  it("says where each student's work stands, late work turned in apart", () => {
    expect(reviewStage(student)).toBe('assigned');
    expect(reviewStage({ ...student, status: 'missing' })).toBe('missing');
    expect(reviewStage({ ...student, status: 'turnedIn' })).toBe('turnedIn');
    expect(reviewStage({ ...student, status: 'turnedIn', late: true })).toBe('turnedInLate');
    expect(reviewStage({ ...student, status: 'returned', late: true })).toBe('returned');
  });

  it('returns all the work turned in and not yet returned', () => {
    const class_ = [
      { ...student, studentID: 'a', status: 'turnedIn' },
      { ...student, studentID: 'b', status: 'returned' },
      { ...student, studentID: 'c', status: 'turnedIn', late: true },
      { ...student, studentID: 'd', status: 'missing' },
    ];
    expect(turnedInIDs(class_)).toEqual(['a', 'c']);
  });

  it("tells a file's kind by its stored path's extension", () => {
    expect(fileKind({ file: '/api/files/work/1.JPG' })).toBe('image');
    expect(fileKind({ file: '/api/files/work/1.webp' })).toBe('image');
    expect(fileKind({ file: '/api/files/work/1.pdf' })).toBe('pdf');
    expect(fileKind({ file: '/api/files/work/1.docx' })).toBe('document');
    expect(fileKind({ file: '/api/files/work/1' })).toBe('document');
  });

  it("writes the score out of the points, 'ex' for the excused", () => {
    expect(scoreInput(student)).toBe('');
    expect(scoreInput({ ...student, score: 18.5 })).toBe('18.5');
    expect(scoreInput({ ...student, excused: true })).toBe('ex');
    expect(scoreText(student, 20)).toBeNull();
    expect(scoreText({ ...student, score: 18 }, 20)).toBe('18 / 20');
    expect(scoreText({ ...student, excused: true }, 20)).toBe('Excused');
  });
});
