import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import { catchSavedFiles, spreadsheetResponse } from '@/testing/saved-files';
import { jsonResponse, mockFetch, renderWithProviders, teacherUser } from '@/testing/test-utils';
import type { TeacherUser } from '@/types/api';
import { AdvisoryScreen } from './advisory-screen';

const rizal = {
  _id: 'sec-1',
  section: 'Rizal',
  level: 'l-7',
  levelName: 'Grade 7',
  categoryName: 'Junior High School',
  subjects: [
    { _id: 'sub-1', subject: 'Mathematics' },
    { _id: 'sub-2', subject: 'English' },
  ],
  students: [
    {
      _id: 'st-1',
      image: null,
      first_name: 'Juan',
      last_name: 'Dela Cruz',
      full_name: 'Juan Dela Cruz',
      birthdate: '2010-06-15',
      email: 'student1@demo.lyceum.test',
    },
  ],
  files: [] as { _id: string; name: string; fileName: string }[],
};

const advisor: TeacherUser = { ...teacherUser, advisoryClass: [{ sectionID: 'sec-1', section: 'Rizal', level: 'Grade 7' }] };

/** `GET /api/session` answers `signedIn`; `get-section-details` and anything else answer from `other`. */
function fakeServer(signedIn: TeacherUser, other: (path: string, init: RequestInit) => Response) {
  return mockFetch((path, init) =>
    path === '/api/session' ? jsonResponse(200, { role: 'teacher', user: signedIn }) : other(path, init),
  );
}

describe('Teacher advisory classes', () => {
  it('says so when the teacher advises no section', async () => {
    const fetchMock = fakeServer(teacherUser, (path) => jsonResponse(404, { message: `unexpected ${path}` }));
    renderWithProviders(<AdvisoryScreen teacher={teacherUser} title="Advisory Classes" />);
    expect(screen.getByText('No advisory classes yet..')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.map(([path]) => path)).toEqual(['/api/session']));
    expect(screen.getByText('No advisory classes yet..')).toBeInTheDocument();
  });

  it('lists the sections the server names now, not those of the sign-in', async () => {
    useSessionStore.getState().setSession({ role: 'teacher', user: teacherUser });
    fakeServer(advisor, (path) =>
      path === '/api/teachers/get-section-details'
        ? jsonResponse(200, rizal)
        : jsonResponse(404, { message: `unexpected ${path}` }),
    );
    renderWithProviders(<AdvisoryScreen teacher={teacherUser} title="Advisory Classes" />);

    expect(await screen.findByRole('button', { name: /Grade 7 - Rizal/ })).toBeInTheDocument();
    expect(screen.getByText('1 student · 2 subjects')).toBeInTheDocument();
    expect(screen.queryByText('No advisory classes yet..')).not.toBeInTheDocument();
    const session = useSessionStore.getState().session;
    expect(session?.role === 'teacher' && session.user.advisoryClass).toEqual(advisor.advisoryClass);
  });

  it('says a section could not be loaded instead of spinning, besides the server’s toast', async () => {
    fakeServer(advisor, (path) =>
      path === '/api/teachers/get-section-details'
        ? jsonResponse(403, { message: 'This is not one of your advisory classes.' })
        : jsonResponse(404, { message: `unexpected ${path}` }),
    );
    renderWithProviders(<AdvisoryScreen teacher={advisor} title="Advisory Classes" />);

    const card = await screen.findByRole('button', { name: /Rizal/ });
    expect(await within(card).findByText('The section could not be loaded.')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Loading Rizal')).not.toBeInTheDocument();
    expect(await screen.findByText('This is not one of your advisory classes.')).toBeInTheDocument();
  });

  it('opens a section with its counts, its students panel and an upload for lesson guides', async () => {
    let files = [...rizal.files];
    fakeServer(advisor, (path, init) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
      if (path === '/api/teachers/get-section-details') return jsonResponse(200, { ...rizal, files });
      if (path === '/api/sectionUpload') return jsonResponse(200, '/api/files/sections/g.pdf');
      if (path === '/api/teachers/attach-section-file') {
        files = [{ _id: 'g-1', name: body.attachedFile, fileName: 'Week 2.pdf' }];
        return jsonResponse(201, { _id: 'g-1' });
      }
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    const { user, container } = renderWithProviders(<AdvisoryScreen teacher={advisor} title="Advisory Classes" />);

    await user.click(await screen.findByRole('button', { name: /Grade 7 - Rizal/ }));
    expect(await screen.findByRole('heading', { name: 'Rizal' })).toBeInTheDocument();
    expect(screen.getByText('Number of students').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Number of subjects').nextElementSibling).toHaveTextContent('2');
    // The id is not shown, only offered to copy.
    expect(screen.queryByText('sec-1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy ID of the section' })).toBeInTheDocument();
    expect(screen.getByText('No files uploaded yet for this section..')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View students' }));
    const table = await screen.findByRole('table', { name: 'Students of Rizal' });
    for (const header of ['Picture', 'No.', 'Student name', 'Birth Date', 'Email']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByRole('cell', { name: '6/15/2010' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['%PDF'], 'Week 2.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('link', { name: 'Download Week 2.pdf' })).toBeInTheDocument();
  });

  it("downloads the section's School Register of the current year, saved under the server's name", async () => {
    const fetchMock = fakeServer(advisor, (path) => {
      if (path === '/api/teachers/get-section-details') return jsonResponse(200, rizal);
      if (path.startsWith('/api/records/sf1.xlsx?')) return spreadsheetResponse('sf1-grade-7-rizal-2026-2027.xlsx');
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    const saved = catchSavedFiles();
    const { user } = renderWithProviders(<AdvisoryScreen teacher={advisor} title="Advisory Classes" />);
    await user.click(await screen.findByRole('button', { name: /Grade 7 - Rizal/ }));

    await user.click(await screen.findByRole('button', { name: 'Download SF1 (School Register)' }));

    expect(await screen.findByText('Downloaded sf1-grade-7-rizal-2026-2027.xlsx.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => path).filter((path) => String(path).includes('sf1'))).toEqual([
      '/api/records/sf1.xlsx?sectionID=sec-1',
    ]);
    expect(saved.map((link) => link.download)).toEqual(['sf1-grade-7-rizal-2026-2027.xlsx']);
  });

  it("downloads the section's permanent records (SF10) as one PDF, saved under the server's name", async () => {
    const fetchMock = fakeServer(advisor, (path) => {
      if (path === '/api/teachers/get-section-details') return jsonResponse(200, rizal);
      if (path.startsWith('/api/records/sf10.pdf?')) {
        return new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="sf10-grade-7-rizal-2026-2027.pdf"',
          },
        });
      }
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    const saved = catchSavedFiles();
    const { user } = renderWithProviders(<AdvisoryScreen teacher={advisor} title="Advisory Classes" />);
    await user.click(await screen.findByRole('button', { name: /Grade 7 - Rizal/ }));

    await user.click(await screen.findByRole('button', { name: 'Download SF10 (permanent records)' }));

    expect(await screen.findByText('Downloaded sf10-grade-7-rizal-2026-2027.pdf.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.includes('sf10'))).toEqual([
      '/api/records/sf10.pdf?sectionID=sec-1',
    ]);
    expect(saved.map((link) => link.download)).toEqual(['sf10-grade-7-rizal-2026-2027.pdf']);
  });

  it("shows the server's refusal of the School Register in the section's screen", async () => {
    fakeServer(advisor, (path) => {
      if (path === '/api/teachers/get-section-details') return jsonResponse(200, rizal);
      if (path.startsWith('/api/records/sf1.xlsx?')) {
        return jsonResponse(400, { message: 'There is no school year yet: add one under School year first.' });
      }
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    const saved = catchSavedFiles();
    const { user } = renderWithProviders(<AdvisoryScreen teacher={advisor} title="Advisory Classes" />);
    await user.click(await screen.findByRole('button', { name: /Grade 7 - Rizal/ }));

    await user.click(await screen.findByRole('button', { name: 'Download SF1 (School Register)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no school year yet: add one under School year first.');
    expect(saved).toEqual([]);
  });
});
