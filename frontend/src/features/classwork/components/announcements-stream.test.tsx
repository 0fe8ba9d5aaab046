import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { announcement } from '../testing/announcements';
import type { Announcement, SendReply, StreamSource } from '../types';
import { ClassStreamScreen } from './announcements-stream';

/** To students and guardians, with a file. */
const fieldTrip = announcement({
  _id: 'an-2',
  audience: 'both',
  body: '<p>The field trip is on <strong>Friday</strong>.</p>',
  postedAt: '2025-11-10T12:00:00Z',
  files: [{ _id: 'f-1', file: '/api/files/subjects/permit.pdf', name: 'Permit slip.pdf' }],
});

/** An older one, to students only, without files. */
const quiz = announcement({ teacherID: 't-2', teacher: 'Jose Reyes' });

/** To guardians only. */
const meeting: Announcement = { ...quiz, _id: 'an-3', audience: 'guardians', body: '<p>Meeting of parents.</p>' };

const STUDENT_STREAM = '/api/students/announcements';

/** As messaging sends it: `POST /api/messages/send/{teacherID}`. */
const reply: SendReply = (teacherID, message) => api.post(`/api/messages/send/${encodeURIComponent(teacherID)}`, { message });

/** A stream at `path` (`announcements`), and the messages sent (answered by `send`). */
function streamServer(
  path: string,
  announcements: Announcement[],
  send: () => Response = () => jsonResponse(201, { _id: 'm-1', senderId: 's-1', receiverId: 't-1', message: '', createdAt: '', readAt: null }),
) {
  return mockFetch((called, init) => {
    if (called === path) return jsonResponse(200, { announcements });
    if (called.startsWith('/api/messages/send/') && init.method === 'POST') return send();
    return jsonResponse(404, { message: `unexpected ${called}` });
  });
}

function renderStream(stream: StreamSource = { of: 'student' }, withReply = true) {
  return renderWithProviders(<ClassStreamScreen title="Class stream" stream={stream} reply={withReply ? reply : undefined} />);
}

const card = (text: string) => screen.getByText(text, { exact: false }).closest('article')!;

describe('Class stream', () => {
  it('shows each announcement, newest first: teacher, section, time, whom it went to, text and files', async () => {
    streamServer(STUDENT_STREAM, [fieldTrip, quiz, meeting]);
    renderStream();

    expect(screen.getByRole('heading', { name: 'Class stream' })).toBeInTheDocument();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Maria Santos',
      'Jose Reyes',
      'Jose Reyes',
    ]);

    const first = within(articles[0]);
    expect(articles[0]).toHaveAccessibleName(/^Maria Santos Mon, Nov 10, 2025, \d{1,2}:00 [AP]M$/);
    expect(first.getByText(/^Grade 7 Rizal ·/)).toBeInTheDocument();
    expect(first.getByText('To students and guardians')).toBeInTheDocument();
    expect(first.getByText('Friday', { selector: 'strong' })).toBeInTheDocument();
    const permit = within(first.getByRole('list', { name: 'Files' })).getByRole('link', { name: 'Permit slip.pdf' });
    expect(permit).toHaveAttribute('href', '/api/files/subjects/permit.pdf');
    expect(permit).toHaveAttribute('target', '_blank');

    const second = within(articles[1]);
    expect(second.getByText('To students')).toBeInTheDocument();
    expect(second.getByText('Quiz on Monday.')).toBeInTheDocument();
    expect(second.queryByRole('list', { name: 'Files' })).toBeNull();
    expect(within(articles[2]).getByText('To guardians')).toBeInTheDocument();
    for (const article of articles) expect(within(article).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  });

  it("replies to the teacher with a message, says where it is, and closes", async () => {
    const fetchMock = streamServer(STUDENT_STREAM, [fieldTrip, quiz]);
    const { user } = renderStream();

    await screen.findAllByRole('article');
    await user.click(within(card('Friday')).getByRole('button', { name: 'Reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to Maria Santos' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Will the bus leave at 7?');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent to Maria Santos. The reply is in your Messages.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.filter(([path, init]) => String(path).startsWith('/api/messages/send/') && init?.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(sent[0][0]).toBe('/api/messages/send/t-1');
    expect(JSON.parse(String(sent[0][1]?.body))).toEqual({ message: 'Will the bus leave at 7?' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply to Maria Santos' })).toBeNull());
  });

  it('sends no empty reply, and says under the message why the server refused one', async () => {
    const refusal = 'You may message only the teachers of your child.';
    const fetchMock = streamServer(STUDENT_STREAM, [quiz], () => jsonResponse(403, { message: refusal }));
    const { user } = renderStream();

    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reply to Jose Reyes' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), '   ');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message cannot be empty.');
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/messages/send/'))).toBe(false);

    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Noted, sir.');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(refusal));
    expect(screen.queryByText(/The reply is in your Messages/)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Reply to Jose Reyes' })).toBeInTheDocument();
  });

  it("shows a guardian's child's stream, from the guardian's call", async () => {
    const fetchMock = streamServer('/api/guardians/children/s-1/announcements', [meeting]);
    renderStream({ of: 'child', studentID: 's-1' });

    expect(await screen.findByText('Meeting of parents.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/guardians/children/s-1/announcements', expect.anything());
  });

  it("has no 'Reply' without a way to reply (the teacher's own stream)", async () => {
    streamServer('/api/teachers/announcements?sectionID=sec-1', [fieldTrip]);
    renderStream({ of: 'section', sectionID: 'sec-1' }, false);

    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it("says 'No announcements yet.' when there is none", async () => {
    streamServer(STUDENT_STREAM, []);
    renderStream();

    expect(await screen.findByText('No announcements yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("says when the stream could not be loaded, and 'Try again' loads it", async () => {
    let fail = true;
    mockFetch((path) =>
      path === STUDENT_STREAM && !fail ? jsonResponse(200, { announcements: [quiz] }) : jsonResponse(500, { message: 'Something went wrong.' }),
    );
    const { user } = renderStream();

    expect(screen.getByRole('status', { name: 'Loading announcements' })).toBeInTheDocument();
    expect(await screen.findByText('The announcements could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Quiz on Monday.')).toBeInTheDocument();
  });
});
