import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { guardianUser, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import type { AnnouncementView } from '@/types/wire';
import { useChosenChildStore } from '../stores/chosen-child-store';
import { ana, childrenApi, juan } from '../testing/children';
import { GuardianShell } from './guardian-shell';

/** What Juan's adviser told the guardians of his section. */
const meeting: AnnouncementView = {
  _id: 'an-1',
  sectionID: juan.sectionID!,
  section: 'Grade 7 Rizal',
  teacherID: 't-1',
  teacher: 'Maria Santos',
  audience: 'guardians',
  body: '<p>Parents meeting on Saturday at 9.</p>',
  postedAt: '2026-11-20T01:00:00Z',
  files: [{ _id: 'f-1', file: '/api/files/subjects/agenda.pdf', name: 'Agenda.pdf' }],
};

function guardianServer() {
  return mockFetch(
    childrenApi([ana, juan], (path, init) => {
      if (path === '/api/notifications') return jsonResponse(200, { notifications: [], unread: 0 });
      if (path === '/api/guardians/conversations') return jsonResponse(200, []);
      if (path === `/api/guardians/children/${juan._id}/announcements`) return jsonResponse(200, { announcements: [meeting] });
      if (path === `/api/guardians/children/${ana._id}/announcements`) return jsonResponse(200, { announcements: [] });
      if (path === '/api/messages/send/t-1' && init.method === 'POST') {
        return jsonResponse(201, { _id: 'm-1', senderId: guardianUser._id, receiverId: 't-1', message: '', createdAt: '2026-11-20T02:00:00Z', readAt: null });
      }
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
}

describe("the guardian portal's Class stream", () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    localStorage.clear();
    useChosenChildStore.setState({ byGuardian: { [guardianUser._id]: ana._id } });
  });

  it("shows the stream of the child the address names, listed after 'Classwork', and replies to the teacher", async () => {
    const fetchMock = guardianServer();
    const { user } = renderAtAddress(<GuardianShell user={guardianUser} />, `/guardian/stream?child=${juan._id}`);

    const card = await screen.findByRole('article');
    expect(screen.getByRole('heading', { level: 2, name: 'Class stream' })).toBeInTheDocument();
    expect(within(card).getByText('Parents meeting on Saturday at 9.')).toBeInTheDocument();
    expect(within(card).getByText('To guardians')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Agenda.pdf' })).toHaveAttribute('href', '/api/files/subjects/agenda.pdf');
    expect(fetchMock).toHaveBeenCalledWith(`/api/guardians/children/${juan._id}/announcements`, expect.anything());

    const menu = screen.getByRole('navigation', { name: 'Guardian menu' });
    const items = within(menu).getAllByRole('button').map((button) => button.textContent);
    expect(items.indexOf('Class stream')).toBe(items.indexOf('Classwork') + 1);
    expect(within(menu).getByRole('button', { name: 'Class stream' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(card).getByRole('button', { name: 'Reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to Maria Santos' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'We will be there.');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent to Maria Santos. The reply is in your Messages.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/messages/send/t-1',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ message: 'We will be there.' }) }),
    );
  });

  it('follows the child switcher to the other child’s stream', async () => {
    guardianServer();
    const { user, router } = renderAtAddress(<GuardianShell user={guardianUser} />, `/guardian/stream?child=${juan._id}`);
    await screen.findByRole('article');

    await user.click(screen.getByRole('textbox', { name: 'Child' }));
    await user.click(await screen.findByRole('option', { name: 'Ana Dela Cruz' }));

    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/guardian/stream');
    expect(router.state.location.search).toBe(`?child=${ana._id}`);
  });
});
