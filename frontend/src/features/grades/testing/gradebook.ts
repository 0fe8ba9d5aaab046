import type { Gradebook, MySubjectsAnswer, Scheme, TermGrade } from '../types';

export const DEPED_SCHEME: Scheme = {
  categories: [
    { key: 'ww', name: 'Written Works', weightPercent: 40 },
    { key: 'pt', name: 'Performance Tasks', weightPercent: 40 },
    { key: 'qa', name: 'Quarterly Assessment', weightPercent: 20 },
  ],
  transmute: true,
  scale: {
    bands: [
      { minimum: 90, label: 'Outstanding' },
      { minimum: 85, label: 'Very Satisfactory' },
      { minimum: 80, label: 'Satisfactory' },
      { minimum: 75, label: 'Fairly Satisfactory' },
      { minimum: 0, label: 'Did Not Meet Expectations' },
    ],
    passing: 75,
  },
};

export const FIRST_QUARTER = { _id: 'term-1', name: 'First Quarter', firstDay: '2026-06-08', lastDay: '2026-08-14' };

export const MY_SUBJECTS: MySubjectsAnswer = {
  subjects: [{ _id: 'sub-1', name: 'Mathematics', sectionID: 'sec-1', section: 'Rizal', level: 'Grade 7', group: 'mathScience' }],
  terms: [FIRST_QUARTER],
  currentTermID: 'term-1',
};

export const gradeOf = (quarterly: number, descriptor = 'Outstanding'): TermGrade => ({
  initial: `${quarterly - 5}.00`,
  quarterly,
  descriptor,
  passed: quarterly >= 75,
  pending: 0,
});

/** Mathematics of Grade 7 - Rizal, First Quarter: two quizzes over 20 and three students. */
export function gradebook(overrides: Partial<Gradebook> = {}): Gradebook {
  return {
    subject: MY_SUBJECTS.subjects[0],
    term: FIRST_QUARTER,
    terms: [FIRST_QUARTER],
    scheme: DEPED_SCHEME,
    status: { submittedAt: null, submittedBy: null, publishedAt: null, locked: false },
    assessments: [
      { _id: 'a-1', title: 'Quiz 1', category: 'ww', highest: '20', date: '2026-06-15' },
      { _id: 'a-2', title: 'Quiz 2', category: 'ww', highest: '20', date: '2026-06-22' },
    ],
    students: [
      { _id: 's-1', full_name: 'Juan Cruz', first_name: 'Juan', last_name: 'Cruz', image: null, scores: { 'a-1': '18' }, grade: gradeOf(90) },
      { _id: 's-2', full_name: 'Ana Reyes', first_name: 'Ana', last_name: 'Reyes', image: null, scores: {}, grade: null },
      { _id: 's-3', full_name: 'Ben Santos', first_name: 'Ben', last_name: 'Santos', image: null, scores: {}, grade: null },
    ],
    ...overrides,
  };
}
