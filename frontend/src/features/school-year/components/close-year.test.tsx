import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { SchoolYear } from '@/types/api';
import type { CloseYearRequest, YearEndSection } from '../api/close-year';
import { SchoolYearScreen } from './school-year-screen';

const year: SchoolYear = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: '2026–2027',
  firstDay: '2026-06-01',
  lastDay: '2027-03-31',
  current: true,
  closed: false,
  terms: [],
  noSchoolDays: [],
};
const closedYear: SchoolYear = { ...year, _id: '10000000-1111-4111-8111-111111111111', name: '2025–2026', current: false, closed: true };

const categories = [
  { _id: 'cat-jhs', category: 'Junior High School', levels: [] },
  { _id: 'cat-shs', category: 'Senior High School', levels: [] },
];
const levelsOf: Record<string, unknown[]> = {
  'cat-jhs': [
    { _id: 'lvl-7', level: 'Grade 7', category: 'cat-jhs', sections: [{ sectionID: 'sec-7r', section: 'Rizal' }] },
    { _id: 'lvl-8', level: 'Grade 8', category: 'cat-jhs', sections: [{ sectionID: 'sec-8r', section: 'Rizal' }] },
  ],
  'cat-shs': [
    { _id: 'lvl-12', level: 'Grade 12', category: 'cat-shs', sections: [{ sectionID: 'sec-12m', section: 'Mabini' }] },
  ],
};
const sections: YearEndSection[] = [
  { sectionID: 'sec-7r', section: 'Grade 7 - Rizal', students: 30, to: null, toName: null },
  { sectionID: 'sec-12m', section: 'Grade 12 - Mabini', students: 25, to: null, toName: null },
];

/** A school with two sections of students; the year end answers like the server, or with `refuse`. */
function server(refuse?: Response) {
  const years = [year, closedYear];
  const fetchMock = mockFetch((path, init) => {
    switch (path) {
      case '/api/admins/school-years':
        return jsonResponse(200, { years });
      case '/api/admins/get-categories':
        return jsonResponse(200, categories);
      case '/api/admins/get-levels':
        return jsonResponse(200, levelsOf[JSON.parse(String(init.body)).category] ?? []);
      case '/api/admins/close-school-year': {
        const body = JSON.parse(String(init.body)) as CloseYearRequest;
        if (refuse && body.moves.length > 0) return refuse;
        const studentsOf = (id: string) => sections.find((section) => section.sectionID === id)?.students ?? 0;
        const count = (graduating: boolean) =>
          body.moves
            .filter((move) => (move.to === 'graduate') === graduating)
            .reduce((sum, move) => sum + studentsOf(move.sectionID), 0);
        if (body.confirm) years[0] = { ...year, closed: true };
        return jsonResponse(200, {
          preview: !body.confirm,
          year: year.name,
          moved: count(false),
          graduated: count(true),
          sections,
        });
      }
      default:
        return jsonResponse(404, { message: `unexpected ${path}` });
    }
  });
  return fetchMock;
}

const closeCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([path]) => path === '/api/admins/close-school-year')
    .map(([, init]) => JSON.parse(String(init?.body)) as CloseYearRequest);

async function openDialog(user: UserEvent) {
  const card = await screen.findByRole('article', { name: '2026–2027' });
  await user.click(within(card).getByRole('button', { name: 'Close school year' }));
  const dialog = await screen.findByRole('dialog', { name: 'Close 2026–2027' });
  await within(dialog).findByRole('table', { name: 'Sections and where their students go' });
  return dialog;
}

async function choose(user: UserEvent, dialog: HTMLElement, section: string, option: string) {
  await user.click(within(dialog).getByRole('textbox', { name: `Next year for ${section}` }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Closing a school year', () => {
  it("marks a closed year 'Closed' and offers no year end for it", async () => {
    server();
    renderWithProviders(<SchoolYearScreen />);
    const closed = await screen.findByRole('article', { name: '2025–2026' });
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: 'Close school year' })).not.toBeInTheDocument();
    const open = screen.getByRole('article', { name: '2026–2027' });
    expect(within(open).getByText('Current')).toBeInTheDocument();
    expect(within(open).queryByText('Closed')).not.toBeInTheDocument();
  });

  it('lists the sections with students, previews the chosen moves, then closes the year with exactly them', async () => {
    const fetchMock = server();
    const { user } = renderWithProviders(<SchoolYearScreen />);
    const dialog = await openDialog(user);

    expect(closeCalls(fetchMock)[0]).toEqual({ id: year._id, moves: [], confirm: false });
    const table = within(dialog).getByRole('table', { name: 'Sections and where their students go' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Section',
      'Students',
      'Next year',
    ]);
    expect(within(table).getByRole('row', { name: /Grade 7 - Rizal 30/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Grade 12 - Mabini 25/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Next year for Grade 7 - Rizal' })).toHaveValue('Stays');
    expect(within(dialog).getByRole('button', { name: 'Close the year' })).toBeDisabled();
    expect(
      within(dialog).getByText(
        'Graduates are archived: they can no longer sign in and leave the lists. You can restore them from View all students › Show archived.',
      ),
    ).toBeInTheDocument();

    // A section is not offered as its own next year.
    await user.click(within(dialog).getByRole('textbox', { name: 'Next year for Grade 7 - Rizal' }));
    expect(await screen.findByRole('option', { name: 'Grade 8 - Rizal' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Grade 7 - Rizal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Grade 8 - Rizal' }));
    await choose(user, dialog, 'Grade 12 - Mabini', 'Graduate');

    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('30 student(s) move on, 25 graduate.')).toBeInTheDocument();
    const moves = [
      { sectionID: 'sec-7r', to: 'sec-8r' },
      { sectionID: 'sec-12m', to: 'graduate' },
    ];
    expect(closeCalls(fetchMock).at(-1)).toEqual({ id: year._id, moves, confirm: false });

    await user.click(within(dialog).getByRole('button', { name: 'Close the year' }));
    expect(await screen.findByText('2026–2027 is closed: 30 student(s) moved on, 25 graduated.')).toBeInTheDocument();
    expect(closeCalls(fetchMock).at(-1)).toEqual({ id: year._id, moves, confirm: true });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close 2026–2027' })).not.toBeInTheDocument());
    const card = screen.getByRole('article', { name: '2026–2027' });
    expect(await within(card).findByText('Closed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Close school year' })).not.toBeInTheDocument();
  });

  it('asks for a new preview after a choice changes, and leaves sections that stay out of the plan', async () => {
    const fetchMock = server();
    const { user } = renderWithProviders(<SchoolYearScreen />);
    const dialog = await openDialog(user);
    const closeButton = within(dialog).getByRole('button', { name: 'Close the year' });

    await choose(user, dialog, 'Grade 12 - Mabini', 'Graduate');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('0 student(s) move on, 25 graduate.')).toBeInTheDocument();
    expect(closeButton).toBeEnabled();

    await choose(user, dialog, 'Grade 12 - Mabini', 'Stays');
    expect(closeButton).toBeDisabled();
    expect(within(dialog).queryByText('0 student(s) move on, 25 graduate.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('0 student(s) move on, 0 graduate.')).toBeInTheDocument();
    expect(closeCalls(fetchMock).at(-1)).toEqual({ id: year._id, moves: [], confirm: false });
    expect(closeButton).toBeEnabled();
  });

  it('shows a refused plan in the dialog, keeping it open and the year closable only after a good preview', async () => {
    server(
      jsonResponse(400, {
        message: 'Check the moves.',
        errors: { moves: 'Grade 7 - Rizal is moved twice.' },
      }),
    );
    const { user } = renderWithProviders(<SchoolYearScreen />);
    const dialog = await openDialog(user);
    await choose(user, dialog, 'Grade 7 - Rizal', 'Graduate');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Grade 7 - Rizal is moved twice.');
    expect(within(dialog).getByRole('button', { name: 'Close the year' })).toBeDisabled();
    expect(screen.getByRole('dialog', { name: 'Close 2026–2027' })).toBeInTheDocument();
  });
});
