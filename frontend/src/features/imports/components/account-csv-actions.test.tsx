import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { AccountCsvActions } from './account-csv-actions';

const csv = (text: string) => new File([text], 'teachers.csv', { type: 'text/csv' });

describe('AccountCsvActions', { timeout: 20_000 }, () => {
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
});
