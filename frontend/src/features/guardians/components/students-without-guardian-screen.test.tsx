import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { maria, pedro, sectionsApi } from '../testing/guardians';
import type { StudentWithoutGuardian } from '../types';
import { StudentsWithoutGuardianScreen } from './students-without-guardian-screen';

const many: StudentWithoutGuardian[] = Array.from({ length: 20 }, (_, index) => ({
  ...pedro,
  _id: `s-${100 + index}`,
  first_name: `Pupil${index + 1}`,
  full_name: `Pupil${index + 1} Lim`,
  email: `pupil${index + 1}@school.test`,
  parent_email: `parent${index + 1}@school.test`,
}));

function server(create: () => Response = () => jsonResponse(201, maria)) {
  return mockFetch(
    sectionsApi((path) => {
      if (path.startsWith('/api/admins/students-without-guardian?')) {
        const params = new URL(path, 'http://x').searchParams;
        if (params.get('q') === 'nobody') return jsonResponse(200, { students: [], total: 0, page: 1, pageSize: 20 });
        const page = Number(params.get('page'));
        const students = page === 2 ? [pedro] : many;
        return jsonResponse(200, { students, total: 21, page, pageSize: 20 });
      }
      if (path === '/api/admins/create-guardian-from-student') return create();
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
}

describe('StudentsWithoutGuardianScreen', () => {
  it('pages, narrows to a section and searches on the server', async () => {
    const fetchMock = server();
    const { user } = renderWithProviders(<StudentsWithoutGuardianScreen />);

    expect(await screen.findByText('Pupil1 Lim')).toBeInTheDocument();
    expect(screen.getByText('21 students')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Pedro Lim')).toBeInTheDocument();
    expect(screen.getByText('Mother · No email')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admins/students-without-guardian?page=2&pageSize=20', expect.anything());

    // A section starts again from the first page.
    await user.click(screen.getByRole('textbox', { name: 'Section' }));
    await user.click(await screen.findByRole('option', { name: 'Grade 7 - Rizal' }));
    expect(await screen.findByText('Pupil1 Lim')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admins/students-without-guardian?page=1&pageSize=20&sectionID=sec-rizal',
      expect.anything(),
    );

    await user.type(screen.getByLabelText('Search students'), 'nobody');
    expect(await screen.findByText('No student here is without a guardian account.')).toBeInTheDocument();
  });

  it("creates a row's guardian account, and shows the refusal under its button", async () => {
    const refusal = "This student's guardian block has no valid email.";
    const fetchMock = server(() => jsonResponse(400, { message: refusal, errors: { parent_email: refusal } }));
    const { user } = renderWithProviders(<StudentsWithoutGuardianScreen />);
    await screen.findByText('Pupil1 Lim');

    const row = screen.getByRole('row', { name: /Pupil1 Lim/ });
    await user.click(within(row).getByRole('button', { name: 'Create guardian account for Pupil1 Lim' }));

    expect(await within(row).findByRole('alert')).toHaveTextContent(refusal);
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/admins/create-guardian-from-student')!;
    expect(JSON.parse(String(init?.body))).toEqual({ studentID: 's-100' });
  });
});
