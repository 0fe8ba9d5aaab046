import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { ClassStructureActions } from './class-structure-actions';

const json = (text: string) => new File([text], 'classes.json', { type: 'application/json' });
const tally = (sections: number) => ({ categories: 1, levels: 2, sections, subjects: 4, schedules: 5 });

describe('ClassStructureActions', () => {
  it('links the export, checks a chosen file at once and lists every problem, with Import kept disabled', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse(400, {
        message: '1 problem(s) in the file; nothing was imported.',
        problems: ["Category 'Junior High' › Level 'Grade 7' › Section 'Rizal': Enter a valid email address."],
      }),
    );
    const { user } = renderWithProviders(<ClassStructureActions />);
    expect(screen.getByRole('link', { name: 'Export class structure' })).toHaveAttribute(
      'href',
      '/api/admins/export-classes',
    );
    await user.click(screen.getByRole('button', { name: 'Import class structure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import class structure' });
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.upload(dialog.querySelector('input[type="file"]')!, json('{}'));

    expect(await within(dialog).findByText('1 problem(s) in the file; nothing was imported.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Section 'Rizal': Enter a valid email address\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    const [path, init] = fetchMock.mock.calls[0];
    expect(path).toBe('/api/admins/import-classes?check=1');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows what the check found, new and already here, with warnings, then imports on confirmation', async () => {
    const fetchMock = mockFetch((path) =>
      path.endsWith('?check=1')
        ? jsonResponse(200, {
            message: 'The file is good. It would create 1 category; reuse nothing; 1 warning(s).',
            check: true,
            created: tally(3),
            reused: { categories: 0, levels: 0, sections: 0, subjects: 0, schedules: 0 },
            warnings: ["Category 'A' › Level 'B' › Section 'C': adviser x@y.test is not a teacher here; left unassigned."],
          })
        : jsonResponse(201, {
            message: 'Imported the class structure: create 1 category; reuse nothing; 1 warning(s).',
            check: false,
            created: tally(3),
            reused: tally(0),
            warnings: [],
          }),
    );
    const { user } = renderWithProviders(<ClassStructureActions />);
    await user.click(screen.getByRole('button', { name: 'Import class structure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import class structure' });
    await user.upload(dialog.querySelector('input[type="file"]')!, json('{}'));

    const table = await within(dialog).findByRole('table', { name: 'What the import does' });
    const sections = within(table).getByRole('rowheader', { name: 'Sections' }).closest('tr')!;
    expect(within(sections).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['3', '0']);
    expect(within(dialog).getByText(/adviser x@y\.test is not a teacher here/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.map(([path]) => path)).toEqual([
      '/api/admins/import-classes?check=1',
      '/api/admins/import-classes',
    ]);
  });
});
