import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/test-utils';
import { useDetachedAddress } from '@/lib/screen-address';
import { fakeClassServer, juniorHigh, seniorHigh } from '../testing/classes';
import { ClassesScreen } from './classes-screen';

const FIRST_CONFIRM = 'EVERY LEVELS, SECTIONS, SUBJECTS AND SCHEDULES WILL ALSO BE DELETED OF ';

/** A server listing `initial`, deleting categories as asked. */
function categoriesServer(initial = [juniorHigh, seniorHigh]) {
  let categories = initial;
  return fakeClassServer({
    '/api/admins/get-categories': () => categories,
    '/api/admins/delete-all-classes': (body) => {
      const ids = body.ids as string[];
      categories = categories.filter((category) => !ids.includes(category._id));
      return { message: 'Classes deleted.' };
    },
  });
}

describe('ClassesScreen: View all classes', () => {
  beforeEach(() => useDetachedAddress.setState({ rest: [] }));

  it('shows a loader, then one row per category with its number (never its UUID) and its levels as links', async () => {
    categoriesServer();
    renderWithProviders(<ClassesScreen />);

    expect(screen.getByRole('status', { name: 'Loading classes' })).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Junior High School' })).closest('tr')!;
    expect(screen.getByRole('heading', { name: 'View all classes' })).toBeInTheDocument();
    for (const header of ['No.', 'Category', 'Levels']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(within(row).queryByText('c-1')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Grade 7' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Grade 8' })).toBeInTheDocument();
  });

  it('says the classes could not be loaded and loads them again on Try again', async () => {
    let failing = true;
    fakeClassServer({
      '/api/admins/get-categories': () =>
        failing ? jsonResponse(400, { message: 'The classes are being moved.' }) : [juniorHigh],
    });
    const { user } = renderWithProviders(<ClassesScreen />);

    expect(await screen.findByText('The classes could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('cell', { name: 'Junior High School' })).toBeInTheDocument();
    expect(screen.queryByText('The classes could not be loaded.')).not.toBeInTheDocument();
  });

  it('says so when there are no classes yet', async () => {
    categoriesServer([]);
    renderWithProviders(<ClassesScreen />);

    expect(await screen.findByText('No classes yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the level screen from a level link', async () => {
    categoriesServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('button', { name: 'Grade 8' }));

    expect(useDetachedAddress.getState().rest).toEqual(['levels', 'l-8']);
  });

  it('sends nothing when the first confirmation is cancelled', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const server = categoriesServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('checkbox', { name: 'Select Junior High School' }));
    await user.click(screen.getByRole('button', { name: 'Delete 1 item(s)' }));

    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith(`${FIRST_CONFIRM}Junior High School`);
    expect(server.callsTo('/api/admins/delete-all-classes')).toHaveLength(0);
  });

  it('sends nothing when the second confirmation is cancelled', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(true).mockReturnValueOnce(false);
    const server = categoriesServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('checkbox', { name: 'Select Junior High School' }));
    await user.click(screen.getByRole('button', { name: 'Delete 1 item(s)' }));

    expect(confirm).toHaveBeenLastCalledWith('ARE YOU SURE YOU WANT TO CONTINUE?');
    expect(server.callsTo('/api/admins/delete-all-classes')).toHaveLength(0);
  });

  it('deletes every selected category after both confirmations, then reloads the list', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const server = categoriesServer();
    const { user } = renderWithProviders(<ClassesScreen />);

    await user.click(await screen.findByRole('checkbox', { name: 'Select all classes on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 item(s)' }));

    expect(confirm.mock.calls).toEqual([
      [`${FIRST_CONFIRM}Junior High School, Senior High School`],
      ['ARE YOU SURE YOU WANT TO CONTINUE?'],
    ]);
    await waitFor(() => expect(server.bodiesSentTo('/api/admins/delete-all-classes')).toEqual([{ ids: ['c-1', 'c-2'] }]));
    expect(await screen.findByText('No classes yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('shows 10 categories a page', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      _id: `c-${index + 1}`,
      category: `Category ${String(index + 1).padStart(2, '0')}`,
      levels: [],
    }));
    categoriesServer(many);
    const { user } = renderWithProviders(<ClassesScreen />);

    await screen.findByRole('cell', { name: 'Category 01' });
    expect(screen.queryByRole('cell', { name: 'Category 11' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('cell', { name: 'Category 11' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Category 01' })).not.toBeInTheDocument();
  });
});
