import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guardianUser, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import type { GlanceView, YearGradesView } from '@/types/wire';
import { useChosenChildStore } from '../stores/chosen-child-store';
import { ana, childrenApi, juan } from '../testing/children';
import type { ChildAttendance, ChildHome } from '../types';
import { NO_MARK_YET } from './children-glance';
import { GuardianHomeScreen } from './home-screen';

const secondQuarter = { _id: 'q2', name: 'Second Quarter', firstDay: '2026-08-24', lastDay: '2026-11-06' };

const attendance = (studentID: string, percentPresent: number | null): ChildAttendance => ({
  student: { _id: studentID, full_name: 'A child', sectionID: null, section: null, level: null },
  term: secondQuarter,
  schoolDays: 20,
  daysRecorded: percentPresent === null ? 0 : 20,
  present: 19,
  late: 0,
  absent: 1,
  excused: 0,
  percentPresent,
  events: [],
  months:
    percentPresent === null
      ? []
      : [
          { month: '2026-09', present: 10, late: 0, absent: 0, excused: 0, percentPresent: 100 },
          { month: '2026-10', present: 9, late: 0, absent: 1, excused: 0, percentPresent: 90 },
        ],
});

const glances: GlanceView[] = [
  {
    child: ana,
    todayMark: null,
    attendance: attendance(ana._id, null),
    grades: null,
    unseenAlerts: 0,
  },
  {
    child: juan,
    todayMark: 'absent',
    attendance: attendance(juan._id, 95),
    grades: {
      year: { _id: 'y', name: '2026–2027' },
      term: secondQuarter,
      subjects: [
        { _id: 'm', name: 'Mathematics', grade: 91, descriptor: 'Outstanding' },
        { _id: 'e', name: 'English', grade: 88, descriptor: 'Very Satisfactory' },
      ],
    },
    unseenAlerts: 2,
  },
];

const homeOf = (glance: GlanceView): ChildHome => ({
  child: glance.child,
  today: { date: '2026-11-24', day: 'Tuesday', schoolDay: true, noSchoolDay: null, lessons: [] },
  attendance: glance.attendance,
  grades: glance.grades,
});

const yearGrades: YearGradesView = {
  year: { _id: 'y', name: '2026–2027' },
  terms: [
    { _id: 'q1', name: 'First Quarter', firstDay: '2026-06-01', lastDay: '2026-08-21' },
    secondQuarter,
  ],
  subjects: [
    { _id: 'm', name: 'Mathematics', grades: [89, 91], final: null, descriptor: null, passed: null },
    { _id: 'e', name: 'English', grades: [86, 88], final: null, descriptor: null, passed: null },
  ],
  generalAverage: null,
  descriptor: null,
};

function serveHome() {
  return mockFetch(
    childrenApi([ana, juan], (path) => {
      if (path.startsWith('/api/guardians/home?')) return jsonResponse(200, { children: glances });
      for (const glance of glances) {
        const base = `/api/guardians/children/${glance.child._id}`;
        if (path.startsWith(`${base}/home?`)) return jsonResponse(200, homeOf(glance));
        if (path === `${base}/grades`) {
          return jsonResponse(200, glance.child._id === juan._id ? yearGrades : { ...yearGrades, subjects: [] });
        }
      }
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
}

describe('GuardianHomeScreen', () => {
  it("shows each child at a glance, each figure linking to its child's screen", async () => {
    useChosenChildStore.setState({ byGuardian: { [guardianUser._id]: ana._id } });
    const fetchMock = serveHome();
    const { user, router } = renderAtAddress(<GuardianHomeScreen guardian={guardianUser} title="Home" />, '/guardian');

    const juanCard = await screen.findByRole('region', { name: juan.full_name });
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/guardians\/home\?date=\d{4}-\d{2}-\d{2}$/), expect.anything());
    expect(juanCard).toHaveTextContent('Today: Absent');
    expect(within(juanCard).getByRole('link', { name: '95.0% present this term' })).toHaveAttribute('href', `/guardian/attendance?child=${juan._id}`);
    expect(within(juanCard).getByRole('link', { name: 'Latest grades: 2 grades, average 89.5' })).toHaveAttribute('href', `/guardian/grades?child=${juan._id}`);
    expect(within(juanCard).getByRole('link', { name: '2 unseen alerts' })).toHaveAttribute('href', `/guardian/attendance?child=${juan._id}`);

    const anaCard = screen.getByRole('region', { name: ana.full_name });
    expect(anaCard).toHaveTextContent(`Today: ${NO_MARK_YET}`);
    expect(within(anaCard).getByText('Shown below')).toBeInTheDocument();
    expect(within(anaCard).getByText('No grades have been published yet.')).toBeInTheDocument();
    expect(within(anaCard).getByText('No unseen alerts.')).toBeInTheDocument();
    expect(within(anaCard).queryByRole('link')).not.toBeInTheDocument();

    // Following a figure opens its child's screen: the address names the child.
    await user.click(within(juanCard).getByRole('link', { name: '2 unseen alerts' }));
    expect(router.state.location.pathname).toBe('/guardian/attendance');
    expect(router.state.location.search).toBe(`?child=${juan._id}`);
  });

  it("charts the chosen child's attendance by month and grades by quarter, or says there is nothing yet", async () => {
    useChosenChildStore.setState({ byGuardian: { [guardianUser._id]: ana._id } });
    serveHome();
    const { user, router } = renderAtAddress(<GuardianHomeScreen guardian={guardianUser} title="Home" />, '/guardian');

    expect(await within(await screen.findByRole('region', { name: 'Attendance by month' })).findByText('No attendance recorded yet this term.')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Grades by quarter' })).findByText('No grades have been published yet.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: `Show below: ${juan.full_name}` }));
    // As the child switcher does: the address names the child, and this browser keeps the choice.
    expect(router.state.location.search).toBe(`?child=${juan._id}`);
    expect(useChosenChildStore.getState().byGuardian[guardianUser._id]).toBe(juan._id);

    const months = await screen.findByRole('table', { name: "Juan's share of days present by month" });
    expect(months).toHaveTextContent('September 2026100%');
    expect(months).toHaveTextContent('October 202690%');
    const quarters = await screen.findByRole('table', { name: "Juan's average grade by quarter" });
    expect(quarters).toHaveTextContent('First Quarter87.5');
    expect(quarters).toHaveTextContent('Second Quarter89.5');
    expect(within(await screen.findByRole('region', { name: juan.full_name })).getByText('Shown below')).toBeInTheDocument();
  });
});
