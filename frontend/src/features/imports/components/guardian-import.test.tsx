import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CSV_COLUMNS, templateText } from '../columns';
import { AccountCsvActions } from './account-csv-actions';

const csv = (text: string) => new File([text], 'guardians.csv', { type: 'text/csv' });

describe('AccountCsvActions for guardian accounts', () => {
  it("has the guardian file's columns, with the student's email, and no export", () => {
    expect(CSV_COLUMNS.guardians).toEqual(['first_name', 'middle_name', 'last_name', 'email', 'phone', 'relationship', 'student_email']);
    expect(templateText('guardians').split('\r\n')[0]).toBe('\uFEFFfirst_name,middle_name,last_name,email,phone,relationship,student_email');
    renderWithProviders(<AccountCsvActions kind="guardians" />);
    expect(screen.getByRole('button', { name: 'Import from CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('checks the file first and lists the bad rows by line, then imports it and says what it did', async () => {
    const fetchMock = mockFetch((path) => {
      if (path === '/api/admins/import-guardians?dryRun=true') {
        return jsonResponse(400, {
          message: '2 row(s) have errors; nothing was imported.',
          rows: [
            { line: 2, column: 'student_email', message: 'There is no student with this email.' },
            { line: 4, column: 'phone', message: 'Enter 7 to 15 digits.' },
          ],
        });
      }
      if (path === '/api/admins/import-guardians') {
        return jsonResponse(201, { message: 'Imported 3 guardian(s) and 4 link(s).', count: 3, links: 4, dryRun: false, warnings: [] });
      }
      return jsonResponse(404, { message: 'unexpected' });
    });
    const { user } = renderWithProviders(<AccountCsvActions kind="guardians" />);

    await user.click(screen.getByRole('button', { name: 'Import from CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import guardians from CSV' });
    expect(within(dialog).queryByText(/Write dates as YYYY-MM-DD/)).not.toBeInTheDocument();
    await user.upload(dialog.querySelector('input[type="file"]')!, csv('first_name\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));

    expect(await within(dialog).findByText('2 row(s) have errors; nothing was imported.')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Rows with errors' })).getAllByRole('row');
    expect(within(rows[1]).getByText('student_email')).toBeInTheDocument();
    expect(within(rows[1]).getByText('There is no student with this email.')).toBeInTheDocument();
    expect(within(rows[2]).getByText('4')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Imported 3 guardian(s) and 4 link(s).')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Undo this import' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/admins/import-guardians?dryRun=true',
      '/api/admins/import-guardians',
    ]);
  });
});
