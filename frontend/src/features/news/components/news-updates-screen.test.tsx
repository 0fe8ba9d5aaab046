import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/testing/editor-dom';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import type { NewsItem } from '../types';
import { NewsUpdatesScreen } from './news-updates-screen';

const older: NewsItem = {
  _id: 'n-1',
  image: null,
  text: '<p class="indent-1">Enrolment is open.</p>',
  createdAt: '2024-05-01T08:00:00Z',
};
const newer: NewsItem = {
  _id: 'n-2',
  image: '/api/files/images/fair.png',
  text: '<h2>Science fair</h2><p>See <a href="https://example.org/fair">the programme</a>.</p>',
  createdAt: '2024-06-01T08:00:00Z',
};

/** The news list answers from `items`; delete and edit change it, like the server. */
function fakeServer(initial: NewsItem[]) {
  let items = [...initial];
  const fetchMock = mockFetch((path, init) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    switch (path) {
      case '/api/admins/get-news-updates':
        return jsonResponse(200, items);
      case '/api/admins/delete-news-updates':
        items = items.filter((item) => item._id !== body.id);
        return jsonResponse(200, { message: 'News deleted.' });
      case '/api/admins/edit-news-updates': {
        const edited = { ...items.find((item) => item._id === body.id)!, image: body.image, text: body.text };
        items = items.map((item) => (item._id === body.id ? edited : item));
        return jsonResponse(200, edited);
      }
      default:
        return jsonResponse(404, { message: `unexpected ${path}` });
    }
  });
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([called]) => called === path);
  return { fetchMock, callsTo };
}

describe('NewsUpdatesScreen', () => {
  it('shows a loader, then the cards newest first with image, rendered text and date', async () => {
    fakeServer([older, newer]);
    renderWithProviders(<NewsUpdatesScreen />);

    expect(screen.getByRole('status', { name: 'Loading news and updates' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');

    expect(screen.getByRole('heading', { name: 'View news and updates' })).toBeInTheDocument();
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('heading', { name: 'Science fair' })).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: 'the programme' })).toHaveAttribute('href', 'https://example.org/fair');
    expect(within(cards[0]).getByRole('img', { name: 'News image' })).toHaveAttribute('src', '/api/files/images/fair.png');
    expect(within(cards[0]).getByText('Jun 1, 2024', { exact: false })).toBeInTheDocument();
    expect(within(cards[1]).getByText('Enrolment is open.')).toHaveClass('indent-1');
    expect(within(cards[1]).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when there is no news yet', async () => {
    fakeServer([]);
    renderWithProviders(<NewsUpdatesScreen />);

    expect(await screen.findByText('No news and updates yet.')).toBeInTheDocument();
  });

  it('deletes a card after the confirmation, then reloads the list', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { callsTo } = fakeServer([older, newer]);
    const { user } = renderWithProviders(<NewsUpdatesScreen />);
    const [newest] = await screen.findAllByRole('article');

    await user.click(within(newest).getByRole('button', { name: 'Delete' }));

    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete?');
    expect(await screen.findByText('News deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.queryByText('Science fair')).not.toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/api/admins/delete-news-updates')[0][1]?.body))).toEqual({ id: 'n-2' });
    expect(callsTo('/api/admins/get-news-updates')).toHaveLength(2);
  });

  it('keeps the card when the confirmation is cancelled', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { callsTo } = fakeServer([older]);
    const { user } = renderWithProviders(<NewsUpdatesScreen />);

    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Delete' }));

    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(callsTo('/api/admins/delete-news-updates')).toHaveLength(0);
  });

  it('edits a card in the prefilled form, saves the changes and goes back to the grid', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { callsTo } = fakeServer([newer]);
    const { user } = renderWithProviders(<NewsUpdatesScreen />);

    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Edit' }));

    expect(screen.getByRole('heading', { name: 'Edit news and updates' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    const editor = screen.getByRole('textbox', { name: 'News text' });
    expect(within(editor).getByRole('heading', { name: 'Science fair' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'News image preview' })).toHaveAttribute('src', '/api/files/images/fair.png');

    await user.click(within(editor).getByRole('heading', { name: 'Science fair' }));
    await user.keyboard('{Control>}a{/Control}Fair moved to July');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Success!'));
    const sent = JSON.parse(String(callsTo('/api/admins/edit-news-updates')[0][1]?.body)) as Record<string, string>;
    expect(sent).toMatchObject({ id: 'n-2', image: '/api/files/images/fair.png' });
    expect(sent.text).toContain('Fair moved to July');
    expect(sent.text).not.toContain('Science fair');
    expect(await screen.findByRole('heading', { name: 'View news and updates' })).toBeInTheDocument();
    expect(within(await screen.findByRole('article')).getByText('Fair moved to July')).toBeInTheDocument();
  });

  it('goes back to the grid without saving', async () => {
    const { callsTo } = fakeServer([older]);
    const { user } = renderWithProviders(<NewsUpdatesScreen />);

    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));

    expect(screen.getByRole('heading', { name: 'View news and updates' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(callsTo('/api/admins/edit-news-updates')).toHaveLength(0);
  });
});
