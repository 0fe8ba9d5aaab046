import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeeAccountView, FeeSettingsView } from '@/types/wire';
import { jsonResponse, mockFetch, renderAtAddress, studentUser } from '@/testing/test-utils';
import { StudentShell } from './student-shell';

const NOT_SHOWN = 'Your school does not show fees in the student portal.';

/** Juan's own account of the current year: ₱18,500.50, half of it overdue. */
const OWN_ACCOUNT: FeeAccountView = {
  student: { _id: 's-1', firstName: 'Juan', lastName: 'Dela Cruz', lrn: '136514120001', levelID: 'l-1', level: 'Grade 7', section: 'St. Augustine' },
  schoolYearID: 'y-2026',
  schoolYear: '2026-2027',
  assessed: true,
  planID: null,
  discountIDs: [],
  optionalItemIDs: [],
  entries: [],
  items: [],
  installments: [
    { number: 1, dueOn: '2026-11-15', amountCentavos: 925025, paidCentavos: 0, status: 'overdue' },
    { number: 2, dueOn: '2026-12-15', amountCentavos: 925025, paidCentavos: 0, status: 'upcoming' },
  ],
  balanceCentavos: 1850050,
  nextDue: { dueOn: '2026-11-15', amountCentavos: 925025 },
  receipts: [],
};

/** What the server answers the calls a test does not look at: no classwork, any list empty. */
function otherCall(path: string) {
  return path === '/api/students/classwork' ? jsonResponse(200, { todo: [], missing: [], done: [] }) : jsonResponse(200, []);
}

/**
 * The student's server with the school's fee settings showing students their fees or not:
 * their own account answered as the server does either way.
 */
function feesServer(studentsSeeFees: boolean) {
  const settings: FeeSettingsView = { studentsSeeFees, remindDaysBefore: 7, remindOverdue: true, onlinePayments: false };
  return mockFetch((path) => {
    if (path === '/api/fees/settings') return jsonResponse(200, settings);
    if (path === '/api/fees/own?studentID=s-1') return studentsSeeFees ? jsonResponse(200, OWN_ACCOUNT) : jsonResponse(403, { message: NOT_SHOWN });
    return otherCall(path);
  });
}

const menuEntries = () =>
  within(screen.getByRole('navigation', { name: 'Student menu' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('StudentShell', () => {

  it('greets the student, shows their picture and opens on Home', async () => {
    renderAtAddress(<StudentShell user={studentUser} />, '/student');

    expect(screen.getByText('Hi, Juan!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Juan Dela Cruz' })).toHaveAttribute('src', '/default-avatar.svg');
    expect(await screen.findByRole('heading', { name: 'News and announcements' })).toBeInTheDocument();
  });

  it('has the notification bell in the top bar, with the unread count', async () => {
    mockFetch((path) =>
      path === '/api/notifications' ? jsonResponse(200, { notifications: [], unread: 2 }) : otherCall(path),
    );
    renderAtAddress(<StudentShell user={studentUser} />, '/student');

    const topBar = screen.getByRole('banner');
    expect(await within(topBar).findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('lists the menu in order and switches the content', async () => {
    const { user, router } = renderAtAddress(<StudentShell user={studentUser} />, '/student');
    const nav = screen.getByRole('navigation', { name: 'Student menu' });

    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Home',
      'Juan Dela Cruz',
      'Grade 7 - St. Augustine',
      'Classwork',
      'Class stream',
      'Timetable',
      'Attendance',
      'Grades',
      'Messages',
      'General Newsletters / Memos',
      'Change password',
      'Passkeys',
      "Where you're signed in",
      'Sign out everywhere',
      'Sign Out',
    ]);

    await user.click(within(nav).getByRole('button', { name: 'Grade 7 - St. Augustine' }));
    expect(await screen.findByRole('heading', { name: 'Grade 7 - St. Augustine' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Classwork' }));
    expect(await screen.findByRole('heading', { name: 'Classwork' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/classwork');

    await user.click(within(nav).getByRole('button', { name: 'Timetable' }));
    expect(await screen.findByRole('heading', { name: 'Timetable' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/timetable');

    await user.click(within(nav).getByRole('button', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/messages');
  });

  it("shows the class stream under 'Class stream', after Classwork, and sends a reply to the teacher as a message", async () => {
    const announcement = {
      _id: 'an-1',
      sectionID: 'sec-1',
      section: 'Grade 7 St. Augustine',
      teacherID: 't-1',
      teacher: 'Maria Santos',
      audience: 'both',
      body: '<p>The field trip is on Friday.</p>',
      postedAt: '2026-11-20T01:00:00Z',
      files: [],
    };
    const fetchMock = mockFetch((path, init) => {
      if (path === '/api/students/announcements') return jsonResponse(200, { announcements: [announcement] });
      if (path === '/api/messages/send/t-1' && init.method === 'POST') {
        return jsonResponse(201, { _id: 'm-1', senderId: 's-1', receiverId: 't-1', message: 'Noted!', createdAt: '2026-11-20T02:00:00Z', readAt: null });
      }
      return otherCall(path);
    });
    const { user, router } = renderAtAddress(<StudentShell user={studentUser} />, '/student');

    expect(menuEntries().indexOf('Class stream')).toBe(menuEntries().indexOf('Classwork') + 1);
    await user.click(within(screen.getByRole('navigation', { name: 'Student menu' })).getByRole('button', { name: 'Class stream' }));
    expect(await screen.findByRole('heading', { name: 'Class stream', level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/stream');
    const card = await screen.findByRole('article');
    expect(within(card).getByText('The field trip is on Friday.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to Maria Santos' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Noted!');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent to Maria Santos. The reply is in your Messages.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/messages/send/t-1', expect.objectContaining({ method: 'POST', body: JSON.stringify({ message: 'Noted!' }) }));
  });

  it("shows the student's own attendance under 'Attendance'", async () => {
    const fetchMock = mockFetch((path) =>
      path.startsWith('/api/attendance/student-summary?')
        ? jsonResponse(200, {
            student: { _id: 's-1', full_name: 'Juan Dela Cruz', sectionID: 'sec-1', section: 'St. Augustine', level: 'Grade 7' },
            term: null,
            schoolDays: 10,
            daysRecorded: 10,
            present: 9,
            late: 0,
            absent: 1,
            excused: 0,
            percentPresent: 90,
            events: [],
          })
        : otherCall(path),
    );
    const { user } = renderAtAddress(<StudentShell user={studentUser} />, '/student');

    await user.click(within(screen.getByRole('navigation', { name: 'Student menu' })).getByRole('button', { name: 'Attendance' }));

    expect(await screen.findByRole('heading', { name: 'Attendance', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('90.0% present')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/student-summary?studentID=s-1', expect.anything());
  });

  it("puts today's lessons, the latest grades and the term's attendance above the news on Home", async () => {
    const day = { date: '2026-11-30', day: 'Monday', schoolDay: false, noSchoolDay: 'Bonifacio Day', lessons: [] };
    mockFetch((path) => {
      if (path.startsWith('/api/timetable/today?')) return jsonResponse(200, day);
      if (path.startsWith('/api/students/home?')) return jsonResponse(200, { today: day, attendance: null, grades: null });
      return otherCall(path);
    });
    renderAtAddress(<StudentShell user={studentUser} />, '/student');

    const today = await screen.findByRole('region', { name: 'Today' });
    const grades = await screen.findByRole('region', { name: 'Latest grades' });
    const attendance = await screen.findByRole('region', { name: 'Attendance this term' });
    const news = await screen.findByRole('heading', { name: 'News and announcements' });
    expect(today.compareDocumentPosition(grades) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(attendance.compareDocumentPosition(news) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(today).findByText('No classes today: Bonifacio Day.')).toBeInTheDocument();
  });

  it("lists 'Fees' after Grades while the school shows students their fees, and shows their own account there", async () => {
    const fetchMock = feesServer(true);
    const { user, router } = renderAtAddress(<StudentShell user={studentUser} />, '/student');
    const nav = screen.getByRole('navigation', { name: 'Student menu' });

    await user.click(await within(nav).findByRole('button', { name: 'Fees' }));
    expect(menuEntries().slice(6, 10)).toEqual(['Attendance', 'Grades', 'Fees', 'Messages']);
    expect(await screen.findByRole('heading', { name: 'Fees', level: 2 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/fees');
    expect(within(await screen.findByRole('region', { name: 'Balance' })).getByText('₱18,500.50')).toBeInTheDocument();
    const installments = screen.getByRole('table', { name: 'Installments' });
    expect(within(within(installments).getByRole('rowheader', { name: '11/15/2026' }).closest('tr')!).getByText('Overdue')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/fees/own?studentID=s-1', expect.anything());
  });

  it("leaves 'Fees' out of the menu while the school does not show students their fees", async () => {
    const fetchMock = feesServer(false);
    const { queryClient } = renderAtAddress(<StudentShell user={studentUser} />, '/student');

    expect(await screen.findByRole('heading', { name: 'News and announcements' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/fees/settings', expect.anything()));
    // Settled: the settings read, and the menu drawn from them.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(menuEntries()).not.toContain('Fees');
    expect(menuEntries().slice(6, 9)).toEqual(['Attendance', 'Grades', 'Messages']);
  });

  it("says the server's reason at the Fees address while the school does not show students their fees", async () => {
    feesServer(false);
    renderAtAddress(<StudentShell user={studentUser} />, '/student/fees');

    expect(await screen.findByRole('heading', { name: 'Fees', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText(NOT_SHOWN)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Balance' })).not.toBeInTheDocument();
    expect(menuEntries()).not.toContain('Fees');
  });

  it('calls the class entry "My Class" while the student has no section', async () => {
    renderAtAddress(<StudentShell user={{ ...studentUser, level: null, section: null, sectionID: null }} />, '/student');

    expect(screen.getByRole('button', { name: 'My Class' })).toBeInTheDocument();
  });
});
