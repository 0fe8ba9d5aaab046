import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { StudentsWithCsv } from './account-lists';

describe('StudentsWithCsv', () => {
  it("exports the archived students while 'Show archived' is on, and the students otherwise", async () => {
    // Both lists are empty: only the export link is looked at.
    mockFetch(() => jsonResponse(200, { students: [], total: 0, page: 1, pageSize: 10 }));
    const { user } = renderWithProviders(<StudentsWithCsv />);
    const showArchived = await screen.findByRole('switch', { name: 'Show archived' });
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admins/export-students.csv');

    await user.click(showArchived);
    expect(await screen.findByText('No archived students.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admins/export-archived-students.csv',
    );

    await user.click(showArchived);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admins/export-students.csv');
  });
});
