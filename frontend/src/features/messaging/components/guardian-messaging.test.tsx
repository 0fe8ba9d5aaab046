import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { guardianUser, jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { messagingKeys } from '../api/query-keys';
import { useMessagingLive } from '../hooks/use-messaging-live';
import { useChatStore } from '../stores/chat-store';
import type { Conversation, Message, Person } from '../types';
import { guardianOfText } from '../utils/texts';
import { MessagesScreen } from './messages-screen';

const maria: Person = { _id: 't-1', first_name: 'Maria', last_name: 'Santos', full_name: 'Maria Santos', image: null };
const rosa: Person = {
  _id: 'g-1',
  first_name: 'Rosa',
  last_name: 'Dela Cruz',
  full_name: 'Rosa Dela Cruz',
  image: null,
  role: 'guardian',
  guardianOf: [{ _id: 's-1', full_name: 'Juan Dela Cruz' }],
};
const juan: Person = { _id: 's-1', first_name: 'Juan', last_name: 'Dela Cruz', full_name: 'Juan Dela Cruz', image: null };
const note: Message = {
  _id: 'm-1',
  senderId: 'g-1',
  receiverId: 't-1',
  message: 'Juan was sick yesterday.',
  createdAt: '2026-11-28T08:05:00.000Z',
  readAt: null,
};

describe('guardianOfText', () => {
  it('names one child, two, or several', () => {
    expect(guardianOfText([{ full_name: 'Juan Dela Cruz' }])).toBe('Guardian of Juan Dela Cruz');
    expect(guardianOfText([{ full_name: 'Ana Cruz' }, { full_name: 'Ben Cruz' }])).toBe('Guardian of Ana Cruz and Ben Cruz');
    expect(guardianOfText([{ full_name: 'A' }, { full_name: 'B' }, { full_name: 'C' }])).toBe('Guardian of A, B and C');
  });
});

describe('MessagesScreen for a guardian', () => {
  function guardianServer({ conversations = [] as Conversation[], found = [maria] as Person[] } = {}) {
    return mockFetch((path) => {
      if (path === '/api/guardians/conversations') return jsonResponse(200, conversations);
      if (path === '/api/guardians/search-teachers') return jsonResponse(200, found);
      if (path.startsWith('/api/messages/t-1')) return jsonResponse(200, [note]);
      if (path === '/api/messages/read/t-1') return jsonResponse(204, null);
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
  }

  it("searches their children's teachers with the search rules, and opens a chat with one", async () => {
    const fetchMock = guardianServer();
    const { user } = renderWithProviders(<MessagesScreen role="guardian" me={guardianUser} title="Messages" />);
    expect(screen.getByText('Welcome, Rosa Dela Cruz!')).toBeInTheDocument();
    expect(await screen.findByText("No conversations yet. Search for your child's teacher to start one.")).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Search teachers' });

    await user.type(search, 'ma{Enter}');
    expect(await screen.findByText('Search term must be atleast 3 characters long')).toBeInTheDocument();
    await user.type(search, 'ria{Enter}');
    const row = await screen.findByRole('button', { name: 'Maria Santos' });
    const searches = fetchMock.mock.calls.filter(([path]) => path === '/api/guardians/search-teachers');
    expect(searches.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ searchInput: 'maria' }]);
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/students/search-teachers')).toBe(false);

    await user.click(row);
    const thread = await screen.findByRole('list', { name: 'Messages with Maria Santos' });
    expect(within(thread).getByText('Juan was sick yesterday.')).toBeInTheDocument();
    act(() => useChatStore.getState().clear());
  });

  it('says when no teacher is found', async () => {
    guardianServer({ found: [] });
    const { user } = renderWithProviders(<MessagesScreen role="guardian" me={guardianUser} title="Messages" />);
    await user.type(screen.getByRole('textbox', { name: 'Search teachers' }), 'Zamora{Enter}');
    expect(await screen.findByText('No teacher found. Please refine your search.')).toBeInTheDocument();
  });
});

describe('MessagesScreen for a teacher, with guardians', () => {
  it('finds students and their guardians, shows whose guardian each is, and names them in the chat', async () => {
    const fetchMock = mockFetch((path) => {
      if (path === '/api/teachers/conversations') return jsonResponse(200, []);
      if (path === '/api/admins/search-students') return jsonResponse(200, [juan]);
      if (path === '/api/teachers/search-guardians') return jsonResponse(200, [rosa]);
      if (path.startsWith('/api/messages/')) return jsonResponse(200, []);
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
    const me = { _id: 't-1', full_name: 'Maria Santos', image: null };
    const { user } = renderWithProviders(<MessagesScreen role="teacher" me={me} title="Messages" />);
    await user.type(screen.getByRole('textbox', { name: 'Search students and guardians' }), 'Dela Cruz{Enter}');

    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Juan Dela Cruz', 'Rosa Dela Cruz Guardian of Juan Dela Cruz']);
    for (const path of ['/api/admins/search-students', '/api/teachers/search-guardians']) {
      const [, init] = fetchMock.mock.calls.find(([called]) => called === path)!;
      expect(JSON.parse(String(init?.body))).toEqual({ searchInput: 'Dela Cruz' });
    }
    await user.click(screen.getByRole('button', { name: 'Rosa Dela Cruz, Guardian of Juan Dela Cruz' }));
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'To: Rosa Dela Cruz')).toBeInTheDocument();
    expect(screen.getAllByText('Guardian of Juan Dela Cruz')).toHaveLength(2);
    expect(await screen.findByText('Send a message to start the conversation')).toBeInTheDocument();
    act(() => useChatStore.getState().clear());
  });

  it("lists a guardian's conversation with whose guardian they are and the unread count", async () => {
    const conversation: Conversation = { ...rosa, lastMessage: note, unread: 2 };
    mockFetch((path) =>
      path === '/api/teachers/conversations' ? jsonResponse(200, [conversation]) : jsonResponse(200, []),
    );
    const me = { _id: 't-1', full_name: 'Maria Santos', image: null };
    renderWithProviders(<MessagesScreen role="teacher" me={me} title="Messages" />);
    const row = await screen.findByRole('button', { name: 'Rosa Dela Cruz, Guardian of Juan Dela Cruz' });
    const item = row.closest('li') as HTMLElement;
    expect(within(item).getByText('Juan was sick yesterday.')).toBeInTheDocument();
    expect(within(item).getByLabelText('2 unread')).toBeInTheDocument();
  });
});

describe('useMessagingLive', () => {
  function Live() {
    useMessagingLive('guardian', 'g-1');
    return null;
  }

  it("reads messaging again when the guardian's children change", async () => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    mockFetch(() => jsonResponse(200, []));
    const { queryClient } = renderWithProviders(<Live />);
    queryClient.setQueryData(messagingKeys.conversations(), []);
    expect(queryClient.getQueryState(messagingKeys.conversations())?.isInvalidated).toBe(false);
    act(() => FakeSocket.all[0]!.push({ type: 'childrenChanged', data: {} }));
    await waitFor(() => expect(queryClient.getQueryState(messagingKeys.conversations())?.isInvalidated).toBe(true));
  });
});
