import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { SchoolYear } from '@/types/api';
import { SchoolYearScreen } from './school-year-screen';
import { CALENDAR_MESSAGES } from './server-errors';

const current: SchoolYear = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: '2026–2027',
  firstDay: '2026-06-01',
  lastDay: '2027-03-31',
  current: true,
  closed: false,
  terms: [
    { _id: '21111111-1111-4111-8111-111111111111', name: 'First Quarter', firstDay: '2026-06-01', lastDay: '2026-08-14' },
  ],
  noSchoolDays: [
    { _id: '31111111-1111-4111-8111-111111111111', name: "All Saints' Day", firstDay: '2026-11-01', lastDay: '2026-11-01' },
  ],
};
const next: SchoolYear = {
  _id: '12222222-2222-4222-8222-222222222222',
  name: '2027–2028',
  firstDay: '2027-06-07',
  lastDay: '2028-03-31',
  current: false,
  closed: false,
  terms: [],
  noSchoolDays: [],
};

/** A server holding `years`, answering each change with `answer`. */
function server(years: SchoolYear[], answer: (path: string, body: unknown) => Response = () => jsonResponse(200, current)) {
  return mockFetch((path, init) =>
    path === '/api/admins/school-years'
      ? jsonResponse(200, { years })
      : answer(path, init.body ? JSON.parse(String(init.body)) : undefined),
  );
}

const yearOf = (name: string) => screen.getByRole('article', { name });
const setDate = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

describe('SchoolYearScreen', () => {
  it('says when there is no school year yet', async () => {
    server([]);
    renderWithProviders(<SchoolYearScreen />);
    expect(screen.getByRole('heading', { name: 'School year', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('No school years yet.')).toBeInTheDocument();
  });

  it('lists the years with the current one marked, each with its terms and no-school days', async () => {
    server([next, current]);
    renderWithProviders(<SchoolYearScreen />);
    const year = await screen.findByRole('article', { name: '2026–2027' });
    expect(within(year).getByText('Current')).toBeInTheDocument();
    expect(within(year).queryByRole('button', { name: 'Make current: 2026–2027' })).not.toBeInTheDocument();
    const terms = within(year).getByRole('table', { name: 'Terms of 2026–2027' });
    expect(within(terms).getByRole('row', { name: /First Quarter 6\/1\/2026 8\/14\/2026/ })).toBeInTheDocument();
    expect(within(year).getByRole('row', { name: /All Saints' Day 11\/1\/2026 Delete/ })).toBeInTheDocument();
    const other = yearOf('2027–2028');
    expect(within(other).queryByText('Current')).not.toBeInTheDocument();
    expect(within(other).getByText('No terms yet.')).toBeInTheDocument();
    expect(within(other).getByText('No no-school days yet.')).toBeInTheDocument();
  });

  it('checks the add form beside its fields, and shows the server’s refusal beside the field', async () => {
    const fetchMock = server([], () =>
      jsonResponse(400, { message: 'This date does not exist.', errors: { firstDay: 'This date does not exist.' } }),
    );
    const { user } = renderWithProviders(<SchoolYearScreen />);
    await screen.findByText('No school years yet.');
    const form = screen.getByRole('form', { name: 'Add school year' });

    await user.click(within(form).getByRole('button', { name: 'Add school year' }));
    expect(await within(form).findByText(CALENDAR_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(form).getAllByText(CALENDAR_MESSAGES.dayRequired)).toHaveLength(2);

    await user.type(within(form).getByLabelText('Name'), '2026–2027');
    setDate(within(form).getByLabelText('First day'), '2026-06-10');
    setDate(within(form).getByLabelText('Last day'), '2026-06-01');
    await user.click(within(form).getByRole('button', { name: 'Add school year' }));
    expect(await within(form).findByText(CALENDAR_MESSAGES.lastBeforeFirst)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    setDate(within(form).getByLabelText('Last day'), '2027-03-31');
    await user.click(within(form).getByRole('button', { name: 'Add school year' }));
    expect(await within(form).findByText('This date does not exist.')).toBeInTheDocument();
    expect(within(form).getByLabelText('First day')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admins/create-school-year',
      expect.objectContaining({ body: JSON.stringify({ name: '2026–2027', firstDay: '2026-06-10', lastDay: '2027-03-31' }) }),
    );
  });

  it('adds a single no-school day with the last day left blank, and makes another year current', async () => {
    const fetchMock = server([next, current]);
    const { user } = renderWithProviders(<SchoolYearScreen />);
    const year = await screen.findByRole('article', { name: '2026–2027' });
    const form = within(year).getByRole('form', { name: 'Add no-school day to 2026–2027' });
    await user.type(within(form).getByLabelText('Name'), 'Rizal Day');
    setDate(within(form).getByLabelText('First day'), '2026-12-30');
    await user.click(within(form).getByRole('button', { name: 'Add no-school day' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admins/add-no-school-day',
        expect.objectContaining({
          body: JSON.stringify({ schoolYearID: current._id, name: 'Rizal Day', firstDay: '2026-12-30', lastDay: '' }),
        }),
      ),
    );

    await user.click(within(yearOf('2027–2028')).getByRole('button', { name: 'Make current: 2027–2028' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admins/set-current-school-year',
        expect.objectContaining({ body: JSON.stringify({ id: next._id }) }),
      ),
    );
  });

  it('deletes a term only after a confirmation naming it', async () => {
    const fetchMock = server([current]);
    const { user } = renderWithProviders(<SchoolYearScreen />);
    const year = await screen.findByRole('article', { name: '2026–2027' });

    await user.click(within(year).getByRole('button', { name: 'Delete First Quarter' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the term “First Quarter”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(within(year).getByRole('button', { name: 'Delete First Quarter' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the term “First Quarter”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admins/delete-term',
        expect.objectContaining({ body: JSON.stringify({ id: current.terms[0]._id }) }),
      ),
    );
  });

  it('asks before deleting a year, naming it', async () => {
    server([current]);
    const { user } = renderWithProviders(<SchoolYearScreen />);
    const year = await screen.findByRole('article', { name: '2026–2027' });
    await user.click(within(year).getByRole('button', { name: 'Delete 2026–2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the school year “2026–2027”?' });
    expect(within(dialog).getByText('Its terms and no-school days are deleted with it.')).toBeInTheDocument();
  });
});
