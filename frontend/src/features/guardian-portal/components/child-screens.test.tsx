import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guardianUser, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import { childrenApi, juan } from '../testing/children';
import type { ChildHome, ChildTeachers } from '../types';
import { GuardianHomeScreen, NO_CHILD_LINKED, NO_GRADES_PUBLISHED } from './home-screen';
import { GuardianTeachersScreen } from './teachers-screen';

const home: ChildHome = {
  child: juan,
  today: {
    date: '2026-11-27',
    day: 'Friday',
    schoolDay: true,
    noSchoolDay: null,
    lessons: [
      { subjectID: 'm', subject: 'Mathematics', sectionID: juan.sectionID ?? '', section: juan.section ?? '', level: juan.level ?? '', teacherID: 't-1', teacher: 'Ana Reyes', day: 'Friday', startTime: '07:30 AM', endTime: '08:30 AM', start: 450, end: 510 },
    ],
  },
  attendance: {
    student: { _id: juan._id, full_name: juan.full_name, sectionID: juan.sectionID, section: juan.section, level: juan.level },
    events: [],
    term: { _id: 'q2', name: 'Second Quarter', firstDay: '2026-08-24', lastDay: '2026-11-06' }, schoolDays: 20, daysRecorded: 20, present: 17, late: 2, absent: 1, excused: 0, percentPresent: 95, months: [] },
  grades: {
    year: { _id: 'y', name: '2026–2027' },
    term: { _id: 'q1', name: 'First Quarter', firstDay: '2026-06-01', lastDay: '2026-08-21' },
    subjects: [{ _id: 'm', name: 'Mathematics', grade: 91, descriptor: 'Outstanding' }],
  },
};

describe('the guardian portal screens about a child', () => {
  it("Home shows the child's lessons of today, the term's attendance and the latest grades", async () => {
    mockFetch(childrenApi([juan], (path) => (path.startsWith(`/api/guardians/children/${juan._id}/home?date=`) ? jsonResponse(200, home) : jsonResponse(404, { message: 'Not found.' }))));
    renderAtAddress(<GuardianHomeScreen guardian={guardianUser} title="Home" />, '/guardian');

    expect(await screen.findByRole('list', { name: "Today's lessons" })).toHaveTextContent('07:30 AM – 08:30 AM Mathematics · Ana Reyes');
    expect(screen.getByText('95.0% present')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Latest grades, First Quarter' })).toHaveTextContent('Mathematics91Outstanding');
  });

  it('Home says when nothing is published yet, and when no child is linked', async () => {
    mockFetch(
      childrenApi([juan], (path) =>
        path.startsWith(`/api/guardians/children/${juan._id}/home?`)
          ? jsonResponse(200, { ...home, grades: { ...home.grades, term: null, subjects: [] } })
          : jsonResponse(404, { message: 'Not found.' }),
      ),
    );
    const { unmount } = renderAtAddress(<GuardianHomeScreen guardian={guardianUser} title="Home" />, '/guardian');
    expect(await screen.findByText(NO_GRADES_PUBLISHED)).toBeInTheDocument();
    unmount();

    mockFetch(childrenApi([]));
    renderAtAddress(<GuardianHomeScreen guardian={guardianUser} title="Home" />, '/guardian');
    expect(await screen.findByText(NO_CHILD_LINKED)).toBeInTheDocument();
  });

  it("Teachers names the adviser and each subject's teacher", async () => {
    const teachers: ChildTeachers = {
      adviser: { _id: 't-1', full_name: 'Ana Reyes', image: null },
      subjects: [
        { _id: 'm', name: 'Mathematics', teacher: { _id: 't-1', full_name: 'Ana Reyes', image: null } },
        { _id: 's', name: 'Science', teacher: null },
      ],
    };
    mockFetch(childrenApi([juan], () => jsonResponse(200, teachers)));
    renderAtAddress(<GuardianTeachersScreen guardian={guardianUser} title="Teachers" />, '/guardian/teachers');

    const table = await screen.findByRole('table', { name: `Subject teachers of ${juan.full_name}` });
    expect(table).toHaveTextContent('MathematicsAna Reyes');
    expect(table).toHaveTextContent('ScienceNo teacher yet');
    expect(screen.getByRole('heading', { name: 'Adviser' })).toBeInTheDocument();
  });
});
