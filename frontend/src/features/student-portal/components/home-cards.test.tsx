import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import type { StudentHomeView } from '@/types/wire';
import { StudentHomeCards } from './home-cards';
import { STUDENT_HOME_TEXTS } from './home-texts';

const home: StudentHomeView = {
  today: { date: '2026-11-24', day: 'Tuesday', schoolDay: true, noSchoolDay: null, lessons: [] },
  attendance: {
    student: { _id: 's-1', full_name: 'Juan Dela Cruz', sectionID: 'sec-1', section: 'Rizal', level: 'Grade 7' },
    term: { _id: 'q2', name: 'Second Quarter', firstDay: '2026-08-24', lastDay: '2026-11-06' },
    schoolDays: 20,
    daysRecorded: 20,
    present: 17,
    late: 2,
    absent: 1,
    excused: 0,
    percentPresent: 95,
    events: [],
    months: [],
  },
  grades: {
    year: { _id: 'y', name: '2026–2027' },
    term: { _id: 'q1', name: 'First Quarter', firstDay: '2026-06-01', lastDay: '2026-08-21' },
    subjects: [
      { _id: 'm', name: 'Mathematics', grade: 91, descriptor: 'Outstanding' },
      { _id: 'e', name: 'English', grade: 88, descriptor: 'Very Satisfactory' },
    ],
  },
};

function renderCards(answer: StudentHomeView) {
  const fetchMock = mockFetch((path) =>
    path.startsWith('/api/students/home?') ? jsonResponse(200, answer) : jsonResponse(404, { message: 'Not found.' }),
  );
  return { ...renderAtAddress(<StudentHomeCards />, '/student'), fetchMock };
}

describe('StudentHomeCards', () => {
  it("shows the latest grades with their average and the term's attendance, each linking to its screen", async () => {
    const { fetchMock } = renderCards(home);

    const grades = await screen.findByRole('region', { name: 'Latest grades' });
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/students\/home\?date=\d{4}-\d{2}-\d{2}$/), expect.anything());
    expect(within(grades).getByText('First Quarter, 2026–2027')).toBeInTheDocument();
    expect(within(grades).getByRole('link', { name: '89.5 average, First Quarter' })).toHaveAttribute('href', '/student/grades');
    expect(within(grades).getByRole('list', { name: 'Latest grades, First Quarter' })).toHaveTextContent('Mathematics91English88');

    const attendance = screen.getByRole('region', { name: 'Attendance this term' });
    expect(within(attendance).getByRole('link', { name: '95.0% present' })).toHaveAttribute('href', '/student/attendance');
    expect(attendance).toHaveTextContent('Present17Late2Absent1Excused0');
  });

  it('says when nothing is published and no register was taken yet', async () => {
    renderCards({ ...home, attendance: null, grades: { ...home.grades!, term: null, subjects: [] } });

    expect(await screen.findByText(STUDENT_HOME_TEXTS.noGrades)).toBeInTheDocument();
    expect(screen.getByText(STUDENT_HOME_TEXTS.noAttendance)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
