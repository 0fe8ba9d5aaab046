import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveStore } from '@/lib/live-socket';
import { jsonResponse, mockFetch, renderWithProviders, studentUser } from '@/testing/test-utils';
import { formatDateTime } from '@/lib/dates';
import { MESSAGES_PAGE } from '../api/get-messages';
import { messagingKeys } from '../api/query-keys';
import { receiveMessage } from '../hooks/use-messaging-live';
import { useChatStore } from '../stores/chat-store';
import type { Conversation, Message } from '../types';
import { beep } from '../utils/beep';
import { MessagesScreen } from './messages-screen';

vi.mock('../utils/beep', () => ({ beep: vi.fn() }));

const me = { _id: 's-1', full_name: 'Juan Dela Cruz', image: null };
const maria = { _id: 't-1', first_name: 'Maria', last_name: 'Santos', full_name: 'Maria Santos', image: null };
const hello: Message = {
  _id: 'm-1',
  senderId: 't-1',
  receiverId: 's-1',
  message: 'Good morning, Juan.',
  createdAt: '2026-11-22T08:05:00.000Z',
  readAt: null,
};
const conversation: Conversation = { ...maria, lastMessage: hello, unread: 1 };
const teacherMe = { _id: 't-1', full_name: 'Maria Santos', image: null };
const juan = { _id: 's-1', first_name: 'Juan', last_name: 'Dela Cruz', full_name: 'Juan Dela Cruz', image: '/api/files/images/juan.png' };

/** Answers the messaging calls; sending appends like the server. */
function messagingServer({ conversations = [conversation], found = [maria] as unknown[] } = {}) {
  const thread = [hello];
  let unread = 1;
  return mockFetch((path, init) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    if (path === '/api/students/conversations') return jsonResponse(200, conversations.map((c) => ({ ...c, unread })));
    if (path === '/api/students/search-teachers') return jsonResponse(200, found);
    // Like the server: reading changes nothing, only the POST marks read.
    if (path.startsWith('/api/messages/t-1')) return jsonResponse(200, thread);
    if (path === '/api/messages/read/t-1' && init.method === 'POST') {
      unread = 0;
      return jsonResponse(204, null);
    }
    if (path === '/api/messages/send/t-1') {
      const sent = { ...hello, _id: `m-${thread.length + 1}`, senderId: 's-1', receiverId: 't-1', message: body.message };
      thread.push(sent);
      return jsonResponse(201, sent);
    }
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

function renderScreen(onBack?: () => void) {
  return renderWithProviders(<MessagesScreen role="student" me={me} title="Messages" onBack={onBack} />);
}

describe('MessagesScreen', () => {
  it('greets by full name until a conversation is chosen, with online markers on avatars', async () => {
    messagingServer();
    useLiveStore.setState({ online: new Set(['t-1']) });
    renderScreen();

    expect(screen.getByText('Welcome, Juan Dela Cruz!')).toBeInTheDocument();
    expect(screen.getByText('Select or search a conversation to start messaging')).toBeInTheDocument();
    const row = await screen.findByRole('button', { name: 'Maria Santos' });
    // The last message and the unread count describe the row's button, outside its name.
    expect(row).toHaveAccessibleDescription(/^Good morning, Juan\. 1/);
    const item = row.closest('li') as HTMLElement;
    expect(within(item).getByText('Good morning, Juan.')).toBeInTheDocument();
    expect(within(item).getByLabelText('1 unread')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Maria Santos is online' })).toBeInTheDocument();
    act(() => useLiveStore.setState({ online: new Set() }));
  });

  it('applies the search rules: nothing for blank, a minimum of 3, a not-found notice, results replace the list', async () => {
    const fetchMock = messagingServer({ found: [] });
    const { user } = renderScreen();
    const search = screen.getByRole('textbox', { name: 'Search teachers' });
    const searches = () => fetchMock.mock.calls.filter(([path]) => path === '/api/students/search-teachers');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searches()).toHaveLength(0);
    await user.type(search, 'ma');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Search term must be atleast 3 characters long')).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
    await user.type(search, 'zz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No teacher found. Please refine your search.')).toBeInTheDocument();
    expect(search).toHaveValue('mazz');
  });

  it('shows search results in place of the list and clears the input', async () => {
    messagingServer({ conversations: [] });
    const { user } = renderScreen();
    const search = screen.getByRole('textbox', { name: 'Search teachers' });
    await user.type(search, 'Maria{Enter}');

    expect(await screen.findByRole('button', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('opens a conversation: To:, bubbles with time, sends and clears, never sends blank', async () => {
    const fetchMock = messagingServer();
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Maria Santos' }));

    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'To: Maria Santos')).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: 'Messages with Maria Santos' });
    expect(within(thread).getByText('Good morning, Juan.')).toBeInTheDocument();
    expect(within(thread).getByText(formatDateTime(hello.createdAt))).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Send a message' });
    await user.type(input, '   {Enter}');
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/messages/send/t-1')).toBe(false);
    await user.clear(input);
    await user.type(input, 'Good morning, Ma’am!{Enter}');
    expect(await within(thread).findByText('Good morning, Ma’am!')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('marks the conversation read with a POST once it is shown, and its unread count clears', async () => {
    const fetchMock = messagingServer();
    const { user } = renderScreen();
    const row = await screen.findByRole('button', { name: 'Maria Santos' });
    const item = row.closest('li') as HTMLElement;
    expect(within(item).getByLabelText('1 unread')).toBeInTheDocument();
    await user.click(row);

    await screen.findByRole('list', { name: 'Messages with Maria Santos' });
    await waitFor(() => expect(within(item).queryByLabelText('1 unread')).not.toBeInTheDocument());
    const reads = fetchMock.mock.calls.filter(([path]) => path === '/api/messages/read/t-1');
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every(([, init]) => init?.method === 'POST')).toBe(true);
    act(() => useChatStore.getState().clear());
  });

  it('says how to start when a conversation has no messages yet', async () => {
    mockFetch((path) =>
      path.startsWith('/api/messages/') ? jsonResponse(200, []) : jsonResponse(200, [conversation]),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Maria Santos' }));
    expect(await screen.findByText('Send a message to start the conversation')).toBeInTheDocument();
  });

  it("goes back Home from the student's back button and forgets the selection on leaving", async () => {
    messagingServer();
    let home = 0;
    const { user, unmount } = renderScreen(() => (home += 1));
    await user.click(await screen.findByRole('button', { name: 'Maria Santos' }));
    expect(useChatStore.getState().partner?._id).toBe('t-1');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(home).toBe(1);
    unmount();
    expect(useChatStore.getState().partner).toBeNull();
  });
});

describe('MessagesScreen for a teacher', () => {
  /**
   * The teacher's calls: their conversations, students searched through the admin-namespace
   * call, and their students' guardians (none here).
   */
  function teacherServer(found: unknown[]) {
    return mockFetch((path) => {
      if (path === '/api/teachers/conversations') return jsonResponse(200, []);
      if (path === '/api/admins/search-students') return jsonResponse(200, found);
      if (path === '/api/teachers/search-guardians') return jsonResponse(200, []);
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
  }

  function renderTeacherScreen() {
    return renderWithProviders(<MessagesScreen role="teacher" me={teacherMe} title="Messages" />);
  }

  it('searches students with the same rules and says when no student is found', async () => {
    const fetchMock = teacherServer([]);
    const { user } = renderTeacherScreen();
    expect(screen.getByText('Welcome, Maria Santos!')).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Search students and guardians' });
    const searches = () => fetchMock.mock.calls.filter(([path]) => path === '/api/admins/search-students');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(searches()).toHaveLength(0);
    await user.type(search, 'ju{Enter}');
    expect(await screen.findByText('Search term must be atleast 3 characters long')).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
    await user.type(search, 'x{Enter}');
    expect(await screen.findByText('No student found. Please refine your search.')).toBeInTheDocument();
    expect(screen.queryByText('No teacher found. Please refine your search.')).not.toBeInTheDocument();
    expect(searches().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ searchInput: 'jux' }]);
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/students/search-teachers')).toBe(false);
    expect(search).toHaveValue('jux');
  });

  it('lists the students found, with their picture, clears the input and opens the chat with one', async () => {
    teacherServer([juan]);
    const { user } = renderTeacherScreen();
    const search = screen.getByRole('textbox', { name: 'Search students and guardians' });
    await user.type(search, 'Dela Cruz{Enter}');

    const row = await screen.findByRole('button', { name: 'Juan Dela Cruz' });
    expect(within(row).getByRole('img', { name: 'Juan Dela Cruz' })).toHaveAttribute('src', '/api/files/images/juan.png');
    expect(search).toHaveValue('');
    await user.click(row);
    expect(useChatStore.getState().partner?._id).toBe('s-1');
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'To: Juan Dela Cruz')).toBeInTheDocument();
    act(() => useChatStore.getState().clear());
  });
});

describe('ChatPane after a reconnect', () => {
  it('keeps the earlier messages the user loaded when the conversation is fetched again', async () => {
    // A long conversation: the latest page opens, 'Load earlier' adds the rest.
    const thread: Message[] = Array.from({ length: MESSAGES_PAGE + 10 }, (_, i) => ({
      ...hello,
      _id: `m-${String(i + 1).padStart(3, '0')}`,
      message: `Note ${i + 1}`,
      createdAt: new Date(Date.UTC(2026, 10, 22, 8, i)).toISOString(),
    }));
    mockFetch((path) => {
      if (path === '/api/students/conversations') return jsonResponse(200, [conversation]);
      if (path === '/api/messages/read/t-1') return jsonResponse(204, null);
      const url = new URL(path, 'http://school');
      const before = url.searchParams.get('before');
      const end = before ? thread.findIndex((m) => m._id === before) : thread.length;
      return jsonResponse(200, thread.slice(Math.max(0, end - MESSAGES_PAGE), end));
    });
    const { user, queryClient } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Maria Santos' }));
    const list = await screen.findByRole('list', { name: 'Messages with Maria Santos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(MESSAGES_PAGE);
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await within(list).findByText('Note 1')).toBeInTheDocument();

    // Sent while the live channel was down; the reconnect refetches everything of messaging.
    thread.push({ ...hello, _id: 'm-999', message: 'Sent while you were away.', createdAt: '2026-11-22T10:00:00.000Z' });
    await act(() => queryClient.invalidateQueries({ queryKey: messagingKeys.all }));

    expect(await within(list).findByText('Sent while you were away.')).toBeInTheDocument();
    expect(within(list).getByText('Note 1')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(MESSAGES_PAGE + 11);
    act(() => useChatStore.getState().clear());
  });
});

describe('receiveMessage', () => {
  const reply: Message = { ...hello, _id: 'm-9', message: 'See you in class.' };

  beforeEach(() => vi.mocked(beep).mockClear());

  it('appends a message for the open conversation once, shakes it and plays the sound once', () => {
    const queryClient = new QueryClient();
    mockFetch(() => jsonResponse(204, null));
    queryClient.setQueryData(messagingKeys.messages('t-1'), [hello]);
    act(() => useChatStore.getState().select(maria));

    receiveMessage(queryClient, 'student', studentUser._id, reply);
    receiveMessage(queryClient, 'student', studentUser._id, reply);

    expect(queryClient.getQueryData<Message[]>(messagingKeys.messages('t-1'))?.map((m) => m._id)).toEqual(['m-1', 'm-9']);
    expect(useChatStore.getState().shaken.has('m-9')).toBe(true);
    expect(beep).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => useChatStore.getState().clear());
  });

  it('raises a toast with the sender, their picture and the text when their conversation is not open', async () => {
    const queryClient = new QueryClient();
    mockFetch(() => jsonResponse(200, [{ ...conversation, image: '/api/files/images/maria.png' }]));
    renderWithProviders(<div />);

    act(() => receiveMessage(queryClient, 'student', studentUser._id, reply));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('See you in class.')).toBeInTheDocument();
    expect(within(toast).getByText('Maria Santos')).toBeInTheDocument();
    expect(within(toast).getByRole('img', { name: 'Maria Santos' })).toHaveAttribute('src', '/api/files/images/maria.png');
    expect(within(toast).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(beep).not.toHaveBeenCalled();
  });
});
