import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catchSavedFiles } from '@/testing/saved-files';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { bodyOf, educationApi, juan, studentsPage } from '../testing/students';
import type { ArchivedStudent } from '../types';
import { StudentsScreen, type StudentsView } from './students-screen';

const ana: ArchivedStudent = {
  _id: 'arch-1',
  first_name: 'Ana',
  last_name: 'Santos',
  full_name: 'Ana Santos',
  email: 'ana@school.test',
  leftFrom: 'Grade 12 - Rizal',
  schoolYear: '2026–2027',
  archivedOn: '2027-03-31',
};
const makeArchived = (n: number): ArchivedStudent => ({
  ...ana,
  _id: `arch-${n}`,
  first_name: `Graduate${n}`,
  full_name: `Graduate${n} Cruz`,
  last_name: 'Cruz',
  email: `graduate${n}@school.test`,
});

/** The students list holds Juan; the archive holds `archive`, paged by 10 and searched like the server. */
function server(
  archive: ArchivedStudent[],
  restore: (ids: string[]) => Response = () => jsonResponse(200, { restored: 1 }),
  sf10: (path: string) => Response = () => jsonResponse(404, { message: 'unexpected' }),
) {
  let kept = archive;
  return mockFetch(
    educationApi((path, init) => {
      const [base, query = ''] = path.split('?');
      const params = new URLSearchParams(query);
      if (base === '/api/admins/get-students') return jsonResponse(200, studentsPage([juan], 1));
      if (base === '/api/admins/archived-students') {
        const q = (params.get('q') ?? '').toLowerCase();
        const found = kept.filter((student) => student.full_name.toLowerCase().includes(q));
        const page = Number(params.get('page'));
        return jsonResponse(200, { students: found.slice((page - 1) * 10, page * 10), total: found.length, page, pageSize: 10 });
      }
      if (base === '/api/records/sf10.pdf') return sf10(path);
      if (base === '/api/admins/restore-students') {
        const { ids } = bodyOf(init) as { ids: string[] };
        const answer = restore(ids);
        if (answer.ok) kept = kept.filter((student) => !ids.includes(student._id));
        return answer;
      }
      return jsonResponse(404, { message: `unexpected ${path}` });
    }),
  );
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, base: string) =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith(base));

/** Stands in for the CSV actions: shows which list the export would take. */
const exportLink = ({ archived }: StudentsView) => (
  <a href={archived ? '/archived.csv' : '/students.csv'}>Export CSV</a>
);

describe("'Show archived' on View all students", () => {
  it('swaps the table for the archived students, searched and paged, and tells the actions', async () => {
    const fetchMock = server([ana, ...Array.from({ length: 11 }, (_, i) => makeArchived(i + 2))]);
    const { user } = renderWithProviders(<StudentsScreen actions={exportLink} />);
    await screen.findByRole('checkbox', { name: 'Select Juan Dela Cruz' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/students.csv');

    await user.click(screen.getByRole('switch', { name: 'Show archived' }));
    const table = await screen.findByRole('table', { name: 'Archived students' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Email',
      'Left from',
      'School year',
      'Archived on',
      'Actions',
    ]);
    expect(within(table).getByRole('row', { name: /Ana Santos ana@school.test Grade 12 - Rizal 2026–2027 3\/31\/2027/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select Juan Dela Cruz' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/archived.csv');
    expect(screen.getByText('12 archived students')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admins/archived-students')[0]).toBe('/api/admins/archived-students?page=1&pageSize=10');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Restore Graduate12 Cruz' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search students' }), 'ana');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore Graduate12 Cruz' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Restore Ana Santos' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/admins/archived-students')).toContain('/api/admins/archived-students?page=1&pageSize=10&q=ana');

    await user.click(screen.getByRole('switch', { name: 'Show archived' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Juan Dela Cruz' })).toBeInTheDocument();
  });

  it('says when nobody is archived', async () => {
    server([]);
    const { user } = renderWithProviders(<StudentsScreen />);
    await user.click(screen.getByRole('switch', { name: 'Show archived' }));
    expect(await screen.findByText('No archived students.')).toBeInTheDocument();
  });

  it('restores a student only after a confirmation, then reloads the archive and the students', async () => {
    const fetchMock = server([ana]);
    const { user, queryClient } = renderWithProviders(<StudentsScreen />);
    await screen.findByRole('checkbox', { name: 'Select Juan Dela Cruz' });
    await user.click(screen.getByRole('switch', { name: 'Show archived' }));

    await user.click(await screen.findByRole('button', { name: 'Restore Ana Santos' }));
    let dialog = await screen.findByRole('dialog', { name: 'Restore Ana Santos?' });
    expect(
      within(dialog).getByText('They can sign in again and return to Grade 12 - Rizal if it still exists.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, '/api/admins/restore-students')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Restore Ana Santos' }));
    dialog = await screen.findByRole('dialog', { name: 'Restore Ana Santos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Ana Santos was restored.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/admins/restore-students');
    expect(bodyOf(call?.[1])).toEqual({ ids: ['arch-1'] });
    expect(await screen.findByText('No archived students.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The students list, hidden meanwhile, is marked stale: it loads again when shown.
    const list = queryClient.getQueryCache().find({ queryKey: ['students', { page: 1, pageSize: 10, q: '' }] });
    expect(list?.state.isInvalidated).toBe(true);
  });

  it('shows why a restore was refused inside the confirmation', async () => {
    server([ana], () =>
      jsonResponse(409, { message: "Another account now uses ana@school.test; change that account's email first." }),
    );
    const { user } = renderWithProviders(<StudentsScreen />);
    await user.click(screen.getByRole('switch', { name: 'Show archived' }));
    await user.click(await screen.findByRole('button', { name: 'Restore Ana Santos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore Ana Santos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Another account now uses ana@school.test; change that account's email first.",
    );
    expect(screen.queryByText('Ana Santos was restored.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Ana Santos' })).toBeInTheDocument();
  });

  it("downloads a learner's permanent record (SF10) from their row, saved under the server's name", async () => {
    const fetchMock = server([ana], undefined, () =>
      new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="sf10-santos-ana.pdf"' },
      }),
    );
    const saved = catchSavedFiles();
    const { user } = renderWithProviders(<StudentsScreen />);
    await user.click(screen.getByRole('switch', { name: 'Show archived' }));

    const button = await screen.findByRole('button', { name: 'Download SF10 of Ana Santos' });
    expect(button).toHaveTextContent('Download SF10');
    await user.click(button);

    expect(await screen.findByText('Downloaded sf10-santos-ana.pdf.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/records/sf10.pdf')).toEqual(['/api/records/sf10.pdf?studentID=arch-1']);
    const call = fetchMock.mock.calls.find(([path]) => String(path).startsWith('/api/records/sf10.pdf'));
    expect(call?.[1]).toMatchObject({ method: 'GET', headers: { Accept: 'application/pdf, application/json' } });
    expect(saved.map((link) => link.download)).toEqual(['sf10-santos-ana.pdf']);
  });

  it("says why a learner's SF10 was refused", async () => {
    server([ana], undefined, () => jsonResponse(404, { message: 'This student does not exist.' }));
    const saved = catchSavedFiles();
    const { user } = renderWithProviders(<StudentsScreen />);
    await user.click(screen.getByRole('switch', { name: 'Show archived' }));
    await user.click(await screen.findByRole('button', { name: 'Download SF10 of Ana Santos' }));

    expect(await screen.findByText('This student does not exist.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download SF10 of Ana Santos' })).not.toHaveAttribute('data-loading');
  });
});
