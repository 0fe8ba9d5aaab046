import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CSV_COLUMNS, EXAMPLE_ROWS, templateText } from '../columns';
import { AccountCsvActions } from './account-csv-actions';

const csv = (text: string) => new File([text], 'teachers.csv', { type: 'text/csv' });

describe('AccountCsvActions', () => {
  it('links the export and sends the chosen file as a dry run, then shows the bad rows by line', async () => {
    const fetchMock = mockFetch((path) =>
      path === '/api/admins/import-teachers?dryRun=true'
        ? jsonResponse(400, {
            message: '1 row(s) have errors; nothing was imported.',
            rows: [{ line: 3, column: 'email', message: 'This email is also on line 2.' }],
          })
        : jsonResponse(404, { message: 'unexpected' }),
    );
    const { user } = renderWithProviders(<AccountCsvActions kind="teachers" />);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admins/export-teachers.csv');

    await user.click(screen.getByRole('button', { name: 'Import from CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import teachers from CSV' });
    expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeDisabled();
    await user.upload(dialog.querySelector('input[type="file"]')!, csv('first_name\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));

    expect(await within(dialog).findByText('1 row(s) have errors; nothing was imported.')).toBeInTheDocument();
    const row = within(within(dialog).getByRole('table', { name: 'Rows with errors' })).getAllByRole('row')[1];
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('This email is also on line 2.')).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/admins/import-teachers?dryRun=true');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('imports, lists the ignored columns as warnings, and undoes the import after a confirmation', async () => {
    const fetchMock = mockFetch((path) => {
      if (path === '/api/admins/import-students') {
        return jsonResponse(201, {
          message: 'Imported 2 student(s).',
          count: 2,
          dryRun: false,
          warnings: ["Column 'Student No' is not used and was ignored."],
          importId: 'd3b07384-d9a0-4c9b-8f1e-6f7a1c2b3d4e',
        });
      }
      if (path === '/api/admins/undo-import') {
        return jsonResponse(200, { message: 'Import undone: 2 student(s) removed.', count: 2 });
      }
      return jsonResponse(404, { message: 'unexpected' });
    });
    const { user } = renderWithProviders(<AccountCsvActions kind="students" />);
    await user.click(screen.getByRole('button', { name: 'Import from CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import students from CSV' });
    expect(within(dialog).getByText(/Write dates as YYYY-MM-DD/)).toBeInTheDocument();
    await user.upload(dialog.querySelector('input[type="file"]')!, csv('Student No,first_name\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText("Column 'Student No' is not used and was ignored.")).toBeInTheDocument();
    expect(within(dialog).getByText('Imported 2 student(s).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Undo this import' }));
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/admins/undo-import')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, undo the import' }));
    expect(await within(dialog).findByText('Import undone: 2 student(s) removed.')).toBeInTheDocument();
    const undo = fetchMock.mock.calls.find(([path]) => path === '/api/admins/undo-import')!;
    expect(JSON.parse(undo[1]?.body as string)).toEqual({ importId: 'd3b07384-d9a0-4c9b-8f1e-6f7a1c2b3d4e' });
  });

  it('shows why an import cannot be undone', async () => {
    mockFetch((path) =>
      path === '/api/admins/import-teachers'
        ? jsonResponse(201, { message: 'Imported 1 teacher(s).', count: 1, dryRun: false, warnings: [], importId: 'x' })
        : jsonResponse(409, { message: 'This import cannot be undone: Teo Cruz (teo@school.test) has messages.' }),
    );
    const { user } = renderWithProviders(<AccountCsvActions kind="teachers" />);
    await user.click(screen.getByRole('button', { name: 'Import from CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import teachers from CSV' });
    await user.upload(dialog.querySelector('input[type="file"]')!, csv('first_name\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Undo this import' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, undo the import' }));
    expect(await within(dialog).findByText(/Teo Cruz \(teo@school.test\) has messages\./)).toHaveAttribute('role', 'alert');
  });

  it('gives a template with an example row in YYYY-MM-DD whose example.com address the server refuses', () => {
    for (const kind of ['students', 'teachers'] as const) {
      const [header, example, rest] = templateText(kind).replace('\uFEFF', '').split('\r\n');
      expect(rest).toBe('');
      expect(header.split(',')).toContain('birthdate');
      expect(example).toMatch(/,\d{4}-\d{2}-\d{2},/);
      expect(example).toMatch(/@example\.com,/);
    }
  });

  it("gives the student template the learner's record after the section, in the export's order", () => {
    const columns = CSV_COLUMNS.students;
    expect(columns.slice(columns.indexOf('section') + 1)).toEqual([
      'lrn',
      'sex',
      'mother_tongue',
      'religion',
      'ip_group',
      'father_name',
      'mother_name',
      'remarks',
    ]);
    expect(EXAMPLE_ROWS.students).toHaveLength(columns.length);
    const example = Object.fromEntries(columns.map((column, index) => [column, EXAMPLE_ROWS.students[index]]));
    expect(example).toMatchObject({ lrn: expect.stringMatching(/^\d{12}$/), sex: 'M' });
  });
});
