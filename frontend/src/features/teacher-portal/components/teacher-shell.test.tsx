import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, teacherUser } from '@/testing/test-utils';
import { useTeacherMenuStore } from '../stores/teacher-menu-store';
import { TeacherShell } from './teacher-shell';

describe('TeacherShell', () => {
  beforeEach(() => {
    useTeacherMenuStore.setState({ active: 'home' });
  });

  it('greets the teacher and lists the menu in order', async () => {
    renderWithProviders(<TeacherShell user={teacherUser} />);

    expect(screen.getByText('Hi, Maria!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Teacher menu' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Home',
      'Maria Santos',
      'Classes',
      'Timetable',
      'Attendance',
      'Messages',
      'Advisory Classes',
      'Change password',
      'Sign out everywhere',
      'Sign Out',
    ]);
  });

  it('switches the content from the menu', async () => {
    const { user } = renderWithProviders(<TeacherShell user={teacherUser} />);

    await user.click(screen.getByRole('button', { name: 'Advisory Classes' }));

    expect(await screen.findByRole('heading', { name: 'Advisory Classes' })).toBeInTheDocument();
    expect(useTeacherMenuStore.getState().active).toBe('advisory');
  });

  it("puts today's lessons above the news on Home, and opens the timetable from the menu", async () => {
    mockFetch((path) =>
      path.startsWith('/api/timetable/today?')
        ? jsonResponse(200, { date: '2026-11-28', day: 'Saturday', schoolDay: false, noSchoolDay: null, lessons: [] })
        : jsonResponse(200, []),
    );
    const { user } = renderWithProviders(<TeacherShell user={teacherUser} />);

    const today = await screen.findByRole('region', { name: 'Today' });
    const home = await screen.findByRole('heading', { name: 'Home' });
    expect(today.compareDocumentPosition(home) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(today).findByText('No classes today.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Timetable' }));
    expect(await screen.findByRole('heading', { name: 'Timetable' })).toBeInTheDocument();
    expect(useTeacherMenuStore.getState().active).toBe('timetable');
  });

  it('opens a Sign Out menu from the avatar', async () => {
    const { user } = renderWithProviders(<TeacherShell user={teacherUser} />);

    await user.click(screen.getByRole('button', { name: 'Account menu' }));

    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
