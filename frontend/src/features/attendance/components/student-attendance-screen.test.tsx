import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, studentUser } from '@/testing/test-utils';
import { juanSummary } from '../testing/reports';
import { AdminExcusesScreen } from './admin-excuses-screen';
import { StudentAttendanceScreen } from './student-attendance-screen';

/** The student search (Juan matches) and Juan's attendance and excuses. */
function studentServer() {
  return mockFetch((path) => {
    const url = new URL(path, 'http://localhost');
    switch (url.pathname) {
      case '/api/admins/get-students':
        return jsonResponse(200, url.searchParams.get('q') === 'juan' ? { students: [studentUser], total: 1 } : { students: [], total: 0 });
      case '/api/attendance/student-summary':
        return jsonResponse(200, { ...juanSummary, student: { ...juanSummary.student, _id: 's-1', full_name: 'Juan Dela Cruz' } });
      case '/api/attendance/excuses':
        return jsonResponse(200, { excuses: [] });
      case '/api/calendar/current':
        return jsonResponse(200, { year: null });
      default:
        return jsonResponse(404, { message: `unexpected ${path}` });
    }
  });
}

describe('StudentAttendanceScreen', () => {
  it('finds a student by name and shows their term as they see it', async () => {
    const fetchMock = studentServer();
    const { user } = renderWithProviders(<StudentAttendanceScreen />);

    expect(screen.getByText('Type a name or an email to find a student.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search students' }), 'nobody');
    expect(await screen.findByText('No student found. Please refine your search.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Search students' }));
    await user.type(screen.getByRole('textbox', { name: 'Search students' }), 'juan');
    await user.click(await screen.findByRole('button', { name: /^Juan Dela Cruz/ }));

    expect(await screen.findByText('92.0% present')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admins/get-students?page=1&pageSize=10&q=juan', expect.anything());
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/student-summary?studentID=s-1', expect.anything());
    expect(screen.getByText('Grade 7 - St. Augustine · student1@demo.lyceum.test')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change student' }));
    expect(screen.getByRole('textbox', { name: 'Search students' })).toBeInTheDocument();
  });
});

describe('AdminExcusesScreen', () => {
  it("shows a student's excuses and records one for them", async () => {
    const fetchMock = studentServer();
    const { user } = renderWithProviders(<AdminExcusesScreen />);

    expect(screen.getByText('Choose a section to see its excuses.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A student' }));
    await user.type(screen.getByRole('textbox', { name: 'Search students' }), 'juan');
    await user.click(await screen.findByRole('button', { name: /^Juan Dela Cruz/ }));

    expect(await screen.findByText('No excuses on file for this student.')).toBeInTheDocument();
    expect(screen.getByText('Student: Juan Dela Cruz')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/attendance/excuses?studentID=s-1', expect.anything());
  });
});
