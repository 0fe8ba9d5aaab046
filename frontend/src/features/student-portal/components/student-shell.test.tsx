import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderAtAddress, studentUser } from '@/testing/test-utils';
import { StudentShell } from './student-shell';

describe('StudentShell', () => {

  it('greets the student, shows their picture and opens on Home', async () => {
    renderAtAddress(<StudentShell user={studentUser} />, '/student');

    expect(screen.getByText('Hi, Juan!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Juan Dela Cruz' })).toHaveAttribute('src', '/default-avatar.svg');
    expect(await screen.findByRole('heading', { name: 'News and announcements' })).toBeInTheDocument();
  });

  it('has the notification bell in the top bar, with the unread count', async () => {
    mockFetch((path) =>
      path === '/api/notifications' ? jsonResponse(200, { notifications: [], unread: 2 }) : jsonResponse(200, []),
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
      'Timetable',
      'Attendance',
      'Grades',
      'Messages',
      'General Newsletters / Memos',
      'Change password',
      'Sign out everywhere',
      'Sign Out',
    ]);

    await user.click(within(nav).getByRole('button', { name: 'Grade 7 - St. Augustine' }));
    expect(await screen.findByRole('heading', { name: 'Grade 7 - St. Augustine' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Timetable' }));
    expect(await screen.findByRole('heading', { name: 'Timetable' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/timetable');

    await user.click(within(nav).getByRole('button', { name: 'Messages' }));
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student/messages');
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
        : jsonResponse(200, []),
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
      return jsonResponse(200, []);
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

  it('calls the class entry "My Class" while the student has no section', async () => {
    renderAtAddress(<StudentShell user={{ ...studentUser, level: null, section: null, sectionID: null }} />, '/student');

    expect(screen.getByRole('button', { name: 'My Class' })).toBeInTheDocument();
  });
});
