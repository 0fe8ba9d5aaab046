import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { DEPED_SCHEME, FIRST_QUARTER } from '../testing/gradebook';
import type { PublicationsAnswer, SchemeEntry } from '../types';
import { PublicationsScreen } from './publications-screen';
import { SchemesScreen } from './schemes-screen';

const YEAR = {
  _id: 'y-1',
  name: '2026–2027',
  firstDay: '2026-06-08',
  lastDay: '2027-03-31',
  current: true,
  closed: false,
  terms: [FIRST_QUARTER],
  noSchoolDays: [],
};

const PUBLICATIONS: PublicationsAnswer = {
  term: FIRST_QUARTER,
  sections: [
    { _id: 'sec-1', section: 'Rizal', level: 'Grade 7', subjects: 8, submitted: 8, publishedAt: null },
    { _id: 'sec-2', section: 'Bonifacio', level: 'Grade 7', subjects: 8, submitted: 8, publishedAt: '2026-08-20T00:00:00Z' },
  ],
};

const bodies = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('Publish grades', () => {
  function server(onUnlock?: () => Response) {
    return mockFetch((path) => {
      if (path === '/api/calendar/current') return jsonResponse(200, { year: YEAR });
      if (path.startsWith('/api/grades/publications')) return jsonResponse(200, PUBLICATIONS);
      if (path === '/api/grades/publish') return jsonResponse(200, { sections: 1, students: 40 });
      if (path === '/api/grades/unlock') return onUnlock ? onUnlock() : jsonResponse(200, { message: 'Grades unlocked.' });
      return jsonResponse(404, { message: path });
    });
  }

  it('asks before publishing a section, and publishes it', async () => {
    const fetchMock = server();
    const { user } = renderWithProviders(<PublicationsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Publish Grade 7 - Rizal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the grades of Grade 7 - Rizal for First Quarter?' });
    expect(bodies(fetchMock, '/api/grades/publish')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Grades published: 1 section, 40 students.')).toBeInTheDocument();
    expect(bodies(fetchMock, '/api/grades/publish')).toEqual([{ termID: 'term-1', sectionID: 'sec-1' }]);
  });

  it('publishes the whole school after asking; Cancel sends nothing', async () => {
    const fetchMock = server();
    const { user } = renderWithProviders(<PublicationsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Publish whole school' }));
    let dialog = await screen.findByRole('dialog', { name: 'Publish the grades of the whole school for First Quarter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies(fetchMock, '/api/grades/publish')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Publish whole school' }));
    dialog = await screen.findByRole('dialog', { name: 'Publish the grades of the whole school for First Quarter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(bodies(fetchMock, '/api/grades/publish')).toEqual([{ termID: 'term-1' }]));
  });

  it('unlocks only with a reason, and shows the server’s refusal beside the field', async () => {
    const fetchMock = server(() =>
      jsonResponse(400, { message: 'Keep the reason to 300 characters.', errors: { reason: 'Keep the reason to 300 characters.' } }),
    );
    const { user } = renderWithProviders(<PublicationsScreen />);
    await user.click(await screen.findByRole('button', { name: 'Unlock Grade 7 - Bonifacio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock the grades of Grade 7 - Bonifacio?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('Give the reason for unlocking.')).toBeInTheDocument();
    expect(bodies(fetchMock, '/api/grades/unlock')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'A wrong score in Science');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('Keep the reason to 300 characters.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
    expect(bodies(fetchMock, '/api/grades/unlock')).toEqual([
      { termID: 'term-1', sectionID: 'sec-2', reason: 'A wrong score in Science' },
    ]);
  });
});

describe('Grading schemes', () => {
  const entries: SchemeEntry[] = [
    { group: 'languages', label: 'Languages, AP, EsP', scheme: DEPED_SCHEME, isDefault: true },
    { group: 'mathScience', label: 'Mathematics and Science', scheme: DEPED_SCHEME, isDefault: true },
    { group: 'mapehTle', label: 'MAPEH and TLE', scheme: DEPED_SCHEME, isDefault: true },
  ];

  it('checks the weights add up to 100 before sending, and shows the server’s field errors', async () => {
    const fetchMock = mockFetch((path) => {
      if (path === '/api/grades/schemes') {
        return jsonResponse(200, { schemes: entries });
      }
      return jsonResponse(404, { message: path });
    });
    const { user } = renderWithProviders(<SchemesScreen />);
    const form = await screen.findByRole('form', { name: 'Scheme of Languages, AP, EsP' });
    const weight = within(form).getAllByRole('textbox', { name: 'Weight %' })[0];
    await user.clear(weight);
    await user.type(weight, '50');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The weights add up to 110; they must add up to 100.')).toBeInTheDocument();
    expect(bodies(fetchMock, '/api/grades/schemes')).toEqual([]);

    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input) === '/api/grades/schemes'
          ? jsonResponse(400, {
              message: 'Category 1: The key “PT” is used twice.',
              errors: { key: 'Category 1: The key “PT” is used twice.', label: 'Band 2: Enter a label.' },
            })
          : jsonResponse(404, { message: 'no' }),
      ),
    );
    await user.clear(weight);
    await user.type(weight, '40');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Category 1: The key “PT” is used twice.')).toBeInTheDocument();
    expect(within(form).getByText('Band 2: Enter a label.')).toBeInTheDocument();
  });
});
