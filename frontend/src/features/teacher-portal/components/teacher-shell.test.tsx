import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '@/testing/editor-dom';
import { jsonResponse, mockFetch, renderAtAddress, teacherUser } from '@/testing/test-utils';
import { TeacherShell } from './teacher-shell';

/** `GET /api/teachers/home` of a day with `registers` and nothing else due. */
function homeWith(registers: unknown[] = []) {
  return {
    day: { date: '2026-11-24', schoolDay: true, noSchoolDay: null, registers },
    term: null,
    gradebooks: [],
    advisoryMarks: [],
    unreadMessages: 0,
  };
}

describe('TeacherShell', () => {

  it('greets the teacher and lists the menu in order', async () => {
    renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher');

    expect(screen.getByText('Hi, Maria!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Teacher menu' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Home',
      'Maria Santos',
      'Classes',
      'Timetable',
      'Attendance',
      'Grades',
      'Classwork',
      'Announcements',
      'Messages',
      'Advisory Classes',
      'Change password',
      'Passkeys',
      "Where you're signed in",
      'Sign out everywhere',
      'Sign Out',
    ]);
  });

  it('switches the content from the menu', async () => {
    const { user, router } = renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher');

    await user.click(screen.getByRole('button', { name: 'Advisory Classes' }));

    expect(await screen.findByRole('heading', { name: 'Advisory Classes' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher/advisory');
  });

  it("puts today's lessons above the news on Home, and opens the timetable from the menu", async () => {
    mockFetch((path) => {
      if (path.startsWith('/api/timetable/today?')) {
        return jsonResponse(200, { date: '2026-11-28', day: 'Saturday', schoolDay: false, noSchoolDay: null, lessons: [] });
      }
      if (path === '/api/timetable') return jsonResponse(200, { week: { title: 'Maria Santos', lessons: [] }, advisory: [] });
      if (path.startsWith('/api/teachers/home?')) return jsonResponse(200, homeWith());
      return jsonResponse(200, []);
    });
    const { user, router } = renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher');

    const today = await screen.findByRole('region', { name: 'Today' });
    const registers = await screen.findByRole('region', { name: 'Registers today' });
    const home = await screen.findByRole('heading', { name: 'Home' });
    expect(today.compareDocumentPosition(registers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(registers.compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(today).findByText('No classes today.')).toBeInTheDocument();
    expect(within(registers).getByText('No registers to take today.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Timetable' }));
    expect(await screen.findByRole('heading', { name: 'Timetable' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher/timetable');
  });

  it("opens a lesson's register from Home's 'Registers today' card on the Attendance screen", async () => {
    const register = {
      kind: 'lesson',
      scheduleID: 'sch-math',
      subjectID: 'sub-math',
      subject: 'Mathematics',
      sectionID: 'sec-1',
      section: 'Rizal',
      level: 'Grade 7',
      startTime: '07:30 AM',
      endTime: '08:20 AM',
      date: '2026-11-24',
      taken: false,
      takenAt: null,
      takenBy: null,
      counts: null,
    };
    const lesson = {
      subjectID: 'sub-math',
      subject: 'Mathematics',
      sectionID: 'sec-1',
      section: 'Rizal',
      level: 'Grade 7',
      teacherID: 't-1',
      teacher: 'Maria Santos',
      day: 'Tuesday',
      startTime: '07:30 AM',
      endTime: '08:20 AM',
      start: 450,
      end: 500,
    };
    const student = { _id: 's-1', first_name: 'Juan', last_name: 'Cruz', full_name: 'Juan Cruz', image: null };
    mockFetch((path) => {
      if (path.startsWith('/api/timetable/today?')) {
        return jsonResponse(200, { date: '2026-11-24', day: 'Tuesday', schoolDay: true, noSchoolDay: null, lessons: [lesson] });
      }
      if (path.startsWith('/api/attendance/today?')) {
        return jsonResponse(200, { date: '2026-11-24', schoolDay: true, noSchoolDay: null, registers: [register] });
      }
      if (path.startsWith('/api/teachers/home?')) return jsonResponse(200, homeWith([register]));
      if (path.startsWith('/api/attendance/register?')) {
        return jsonResponse(200, {
          register: { ...register, canEdit: true, editableUntil: '2026-12-01' },
          students: [{ ...student, code: 'present', minutesLate: null, note: null, excuse: null }],
        });
      }
      if (path === '/api/teachers/get-teacher-subjects') return jsonResponse(200, { subjects: [], sections: [], levels: [] });
      return jsonResponse(200, []);
    });
    const { user, router } = renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher');

    const registers = await screen.findByRole('region', { name: 'Registers today' });
    expect(within(registers).getByText('Not taken')).toBeInTheDocument();
    await user.click(within(registers).getByRole('link', { name: 'Take register: Mathematics · Grade 7 Rizal' }));

    expect(router.state.location.pathname).toBe('/teacher/attendance/lesson/sch-math/2026-11-24');
    expect(await screen.findByRole('heading', { name: 'Mathematics · Grade 7 Rizal' })).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: 'Juan Cruz' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Teacher menu' });
    expect(within(nav).getByRole('button', { name: 'Attendance' })).toHaveAttribute('aria-current', 'page');

    // Back returns Home; Forward opens the roll call again, from its address alone.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('region', { name: 'Registers today' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('radiogroup', { name: 'Juan Cruz' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/teacher/attendance');
    expect(await screen.findByRole('tab', { name: 'Registers', selected: true })).toBeInTheDocument();
  });

  it("opens a register's roll call from its address alone, and a register address naming nothing says so", async () => {
    mockFetch((path) => {
      if (path.startsWith('/api/attendance/register?')) {
        return jsonResponse(200, {
          register: {
            kind: 'daily',
            scheduleID: null,
            subjectID: null,
            subject: null,
            sectionID: 'sec-1',
            section: 'Rizal',
            level: 'Grade 7',
            startTime: null,
            endTime: null,
            date: '2026-11-24',
            taken: true,
            takenAt: '2026-11-24T07:40:00Z',
            takenBy: 'Maria Santos',
            counts: null,
            canEdit: true,
            editableUntil: '2026-12-01',
          },
          students: [{ _id: 's-1', first_name: 'Juan', last_name: 'Cruz', full_name: 'Juan Cruz', image: null, code: 'absent', minutesLate: null, note: null, excuse: null }],
        });
      }
      if (path === '/api/teachers/get-teacher-subjects') return jsonResponse(200, { subjects: [], sections: [], levels: [] });
      return jsonResponse(200, []);
    });
    const { unmount } = renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher/attendance/daily/sec-1/2026-11-24');
    expect(await screen.findByRole('radiogroup', { name: 'Juan Cruz' })).toBeInTheDocument();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/attendance\/register\?.*sec-1/), expect.anything());
    unmount();

    const { unmount: leave } = renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher/attendance/daily/sec-1/yesterday');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    leave();

    // A well-formed address of a register the server does not know.
    mockFetch((path) =>
      path.startsWith('/api/attendance/register?')
        ? jsonResponse(404, { message: 'This lesson does not exist.' })
        : jsonResponse(200, path === '/api/teachers/get-teacher-subjects' ? { subjects: [], sections: [], levels: [] } : []),
    );
    renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher/attendance/lesson/no-such-lesson/2026-11-24');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("offers a subject's register history on its Classes screen, which the Attendance screen shows", async () => {
    const card = {
      _id: 'sub-math',
      subject: 'Mathematics',
      section: 'sec-1',
      sectionName: 'Rizal',
      level: 'l-7',
      levelName: 'Grade 7',
      studentCount: 2,
    };
    mockFetch((path) => {
      const url = new URL(path, 'http://localhost');
      switch (url.pathname) {
        case '/api/teachers/get-teacher-subjects':
          return jsonResponse(200, { subjects: [card], sections: [], levels: [] });
        case '/api/teachers/get-subject-details':
          return jsonResponse(200, { ...card, teacher: 't-1', teacherName: 'Maria Santos', schedules: [], files: [] });
        case '/api/attendance/today':
          return jsonResponse(200, { date: '2026-11-28', schoolDay: false, noSchoolDay: null, registers: [] });
        case '/api/teachers/home':
          return jsonResponse(200, homeWith());
        case '/api/attendance/history':
          return jsonResponse(200, {
            subject: { _id: 'sub-math', name: 'Mathematics', sectionID: 'sec-1', section: 'Rizal', level: 'Grade 7' },
            term: null,
            registers: [],
          });
        default:
          return jsonResponse(200, []);
      }
    });
    const { user, router } = renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher');

    await user.click(screen.getByRole('button', { name: 'Classes' }));
    await user.click(await screen.findByText('Mathematics'));
    expect(await screen.findByText('No school today.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register history' }));

    expect(router.state.location.pathname).toBe('/teacher/attendance');
    expect(await screen.findByRole('tab', { name: 'History', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No lessons of this subject so far this term.')).toBeInTheDocument();
    expect(screen.getByText('The school year so far · 0 lessons so far')).toBeInTheDocument();
  });

  it("opens 'Classwork' from the menu, offering the classes the teacher teaches", async () => {
    const card = {
      _id: 'sub-math',
      subject: 'Mathematics',
      section: 'sec-1',
      sectionName: 'Rizal',
      level: 'l-7',
      levelName: 'Grade 7',
      studentCount: 2,
    };
    mockFetch((path) => {
      if (path === '/api/teachers/get-teacher-subjects') return jsonResponse(200, { subjects: [card], sections: [], levels: [] });
      if (path === '/api/teachers/classwork') return jsonResponse(200, { classwork: [] });
      if (path.startsWith('/api/teachers/home?')) return jsonResponse(200, homeWith());
      return jsonResponse(200, []);
    });
    const { user, router } = renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher');

    await user.click(screen.getByRole('button', { name: 'Classwork' }));
    expect(await screen.findByRole('heading', { name: 'Classwork' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher/classwork');
    expect(await screen.findByText('No classwork yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post classwork' }));
    await user.click(await screen.findByRole('textbox', { name: 'Classes' }));
    expect(await screen.findByRole('option', { name: 'Mathematics · Grade 7 - Rizal' })).toBeInTheDocument();
  });

  it("opens 'Announcements' after Classwork, offering every class the teacher advises or teaches, once each", async () => {
    const subject = (id: string, name: string, section: string, sectionName: string, levelName: string) => ({
      _id: id,
      subject: name,
      section,
      sectionName,
      level: `l-${levelName}`,
      levelName,
      studentCount: 2,
    });
    const adviser = { ...teacherUser, advisoryClass: [{ sectionID: 'sec-luna', section: 'Luna', level: 'Grade 9' }] };
    const fetchMock = mockFetch((path) => {
      // The sections advised are asked afresh with the session.
      if (path === '/api/session') return jsonResponse(200, { role: 'teacher', user: adviser });
      if (path === '/api/teachers/get-teacher-subjects') {
        return jsonResponse(200, {
          subjects: [
            subject('sub-math', 'Mathematics', 'sec-rizal', 'Rizal', 'Grade 7'),
            subject('sub-sci', 'Science', 'sec-mabini', 'Mabini', 'Grade 8'),
            subject('sub-fil', 'Filipino', 'sec-rizal', 'Rizal', 'Grade 7'),
          ],
          sections: [],
          levels: [],
        });
      }
      if (path.startsWith('/api/teachers/announcements?')) return jsonResponse(200, { announcements: [] });
      if (path.startsWith('/api/teachers/home?')) return jsonResponse(200, homeWith());
      return jsonResponse(200, []);
    });
    const { user, router } = renderAtAddress(<TeacherShell user={adviser} />, '/teacher');

    const nav = screen.getByRole('navigation', { name: 'Teacher menu' });
    const items = within(nav).getAllByRole('button').map((button) => button.textContent);
    expect(items.indexOf('Announcements')).toBe(items.indexOf('Classwork') + 1);
    await user.click(within(nav).getByRole('button', { name: 'Announcements' }));
    expect(await screen.findByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher/announcements');
    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/teachers/announcements?sectionID=sec-luna', expect.anything());

    await user.click(screen.getByRole('textbox', { name: 'Class' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Grade 9 - Luna', 'Grade 7 - Rizal', 'Grade 8 - Mabini']);
  });

  it("opens a piece's work at its own address under Classwork, which stays chosen in the menu", async () => {
    const piece = {
      _id: 'cw-1',
      subjectID: 'sub-math',
      subject: 'Mathematics',
      section: 'Rizal',
      level: 'Grade 7',
      title: 'Fractions worksheet',
      instructions: '<p>Answer all.</p>',
      points: 20,
      dueAt: '2030-12-11T09:00:00Z',
      lateAccepted: true,
      category: null,
      assessmentID: null,
      appearsAt: '2026-12-01T00:00:00Z',
      postedAt: '2026-12-01T00:00:00Z',
      files: [],
      work: null,
    };
    mockFetch((path) => {
      if (path === '/api/teachers/get-teacher-subjects') return jsonResponse(200, { subjects: [], sections: [], levels: [] });
      if (path === '/api/teachers/classwork') return jsonResponse(200, { classwork: [piece] });
      if (path === '/api/teachers/classwork-work?assignmentID=cw-1') {
        return jsonResponse(200, {
          assignment: piece,
          counts: { turnedIn: 0, late: 0, missing: 0, returned: 0, assigned: 0 },
          students: [],
        });
      }
      return jsonResponse(200, []);
    });
    const { user, router } = renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher/classwork');

    await user.click(await screen.findByRole('link', { name: 'Review work on Fractions worksheet' }));
    expect(await screen.findByRole('heading', { name: 'Fractions worksheet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher/classwork/cw-1');
    const nav = screen.getByRole('navigation', { name: 'Teacher menu' });
    expect(within(nav).getByRole('button', { name: 'Classwork' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Classwork' }));
    expect(await screen.findByRole('heading', { name: 'Classwork' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teacher/classwork');

    await act(() => router.navigate('/teacher/classwork/cw-1/more'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('opens a Sign Out menu from the avatar', async () => {
    const { user } = renderAtAddress(<TeacherShell user={teacherUser} />, '/teacher');

    await user.click(screen.getByRole('button', { name: 'Account menu' }));

    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
