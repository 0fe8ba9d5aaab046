import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders, studentUser } from '@/testing/test-utils';
import { ClassScreen } from './class-screen';

const maria = {
  _id: 't-1',
  first_name: 'Maria',
  middle_name: null,
  last_name: 'Santos',
  full_name: 'Maria Santos',
  image: null,
  email: 'teacher1@demo.lyceum.test',
  phone: '09171234567',
  zoom_link: 'https://zoom.us/j/123',
  zoom_id: '123',
  zoom_password: 'abc',
};

const section = {
  _id: 'sec-1',
  section: 'St. Augustine',
  level: 'l-1',
  levelName: 'Grade 7',
  category: 'c-1',
  categoryName: 'Junior High School',
  adviser: 't-1',
  adviserName: 'Maria Santos',
  files: [{ _id: 'f-1', name: '/api/files/sections/a.pdf', fileName: 'Week 1 guide.pdf' }],
};

const math = {
  _id: 'sub-1',
  subject: 'Mathematics',
  section: 'sec-1',
  sectionName: 'St. Augustine',
  teacher: 't-1',
  teacherName: 'Maria Santos',
  schedules: [{ _id: 'sch-1', subject: 'sub-1', day: 'Monday', startTime: '08:00 AM', endTime: '09:00 AM' }],
  files: [{ _id: 'sf-1', file: '/api/files/subjects/b.pdf', name: 'Fractions.pdf' }],
};

function schoolServer() {
  return mockFetch((path) => {
    switch (path) {
      case '/api/students/get-section':
        return jsonResponse(200, { section, adviser: maria });
      case '/api/students/get-subjects':
        return jsonResponse(200, [math]);
      case '/api/students/get-teachers':
        return jsonResponse(200, [maria]);
      default:
        return jsonResponse(404, { message: `unexpected ${path}` });
    }
  });
}

describe('Student ClassScreen', () => {
  it('shows the level and section, adviser, lesson guides and subject cards', async () => {
    schoolServer();
    renderWithProviders(<ClassScreen student={studentUser} title="Grade 7 - St. Augustine" />);

    expect(await screen.findByText('Grade 7 - St. Augustine', { selector: 'p' })).toBeInTheDocument();
    const adviser = screen.getByText('Adviser').parentElement!;
    expect(within(adviser).getByText('Maria Santos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Week 1 guide.pdf' })).toHaveAttribute(
      'href',
      '/api/files/sections/a.pdf?download=1',
    );
    expect(await screen.findByRole('button', { name: /Mathematics/ })).toBeInTheDocument();
  });

  it('opens a subject: teacher, meeting link, schedule and files, then goes back', async () => {
    schoolServer();
    const { user } = renderWithProviders(<ClassScreen student={studentUser} title="Grade 7 - St. Augustine" />);

    await user.click(await screen.findByRole('button', { name: /Mathematics/ }));

    expect(screen.getByRole('heading', { name: 'Mathematics' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Join the video meeting' })).toHaveAttribute('href', 'https://zoom.us/j/123');
    const schedule = screen.getByRole('table', { name: 'Schedule of Mathematics' });
    expect(within(schedule).getByRole('cell', { name: 'Monday' })).toBeInTheDocument();
    expect(within(schedule).getByRole('cell', { name: '09:00 AM' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Fractions.pdf' })).toHaveAttribute(
      'href',
      '/api/files/subjects/b.pdf?download=1',
    );

    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('button', { name: /Mathematics/ })).toBeInTheDocument();
  });

  it('tells a student without a section that the class will show once they are placed', () => {
    const fetchMock = schoolServer();
    renderWithProviders(
      <ClassScreen student={{ ...studentUser, section: null, sectionID: null, level: null }} title="My Class" />,
    );

    expect(screen.getByText('You are not in a class yet.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
