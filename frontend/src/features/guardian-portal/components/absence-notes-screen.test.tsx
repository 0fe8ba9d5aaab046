import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardianUser, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import { juan } from '../testing/children';
import type { AbsenceNote, NewAbsenceNote } from '../types/absence-notes';
import { NOTE_TEXTS } from '../utils/absence-notes';
import { AbsenceNotesScreen } from './absence-notes-screen';

const PHOTO = '/api/files/images/note.png';

const flu: AbsenceNote = {
  _id: 'n-1',
  studentID: juan._id,
  student: juan.full_name,
  firstDay: '2026-11-23',
  lastDay: '2026-11-24',
  reason: 'Flu',
  recordedBy: 'Rosa Dela Cruz',
  createdAt: '2026-11-22T20:00:00Z',
  writtenBy: 'guardian',
  guardianID: guardianUser._id,
  guardianName: 'Rosa Dela Cruz',
  image: PHOTO,
};

/** A server with Juan linked and his notes kept; a write is answered by `onWrite` (by default kept). */
function notesServer(notes: AbsenceNote[], onWrite?: (sent: NewAbsenceNote) => Response) {
  let kept = [...notes];
  return mockFetch((path, init) => {
    if (path === '/api/guardians/children') return jsonResponse(200, { children: [juan] });
    if (path === `/api/guardians/absence-notes?studentID=${juan._id}`) return jsonResponse(200, { notes: kept });
    if (path === '/api/upload') return jsonResponse(200, PHOTO);
    if (path === '/api/guardians/absence-notes' && init.method === 'POST') {
      const sent = JSON.parse(String(init.body)) as NewAbsenceNote;
      if (onWrite) return onWrite(sent);
      const note: AbsenceNote = { ...flu, _id: 'n-2', firstDay: sent.from, lastDay: sent.to || sent.from, reason: sent.reason, image: sent.image };
      kept = [note, ...kept];
      return jsonResponse(201, note);
    }
    if (path === '/api/guardians/withdraw-absence-note') {
      const { id } = JSON.parse(String(init.body)) as { id: string };
      kept = kept.filter((note) => note._id !== id);
      return jsonResponse(200, { message: 'Absence note withdrawn.' });
    }
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

const written = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([path, init]) => path === '/api/guardians/absence-notes' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const renderScreen = () => renderAtAddress(<AbsenceNotesScreen guardian={guardianUser} title="Absence notes" />, '/guardian/absence-notes');

describe('AbsenceNotesScreen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the empty state, then sends a note with a photo for the chosen child and lists it', async () => {
    const fetchMock = notesServer([]);
    const { user, container } = renderScreen();

    expect(await screen.findByText('You have not written an absence note for Juan yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-01' } });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '  Fever  ');
    const picker = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File(['png'], 'note.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'Photo of the note' });
    await user.click(screen.getByRole('button', { name: 'Send absence note' }));

    expect(await screen.findByText(NOTE_TEXTS.sent)).toBeInTheDocument();
    expect(written(fetchMock)).toEqual([
      { studentID: juan._id, from: '2026-11-30', to: '2026-12-01', reason: 'Fever', image: PHOTO },
    ]);
    const list = await screen.findByRole('list', { name: 'Absence notes for Juan' });
    expect(within(list).getByText('Mon, Nov 30, 2026 – Tue, Dec 1, 2026')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Photo of the note (Mon, Nov 30, 2026 – Tue, Dec 1, 2026)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  });

  it('checks the note before sending, beside each field', async () => {
    const fetchMock = notesServer([]);
    const { user } = renderScreen();
    await screen.findByText('You have not written an absence note for Juan yet.');

    await user.click(screen.getByRole('button', { name: 'Send absence note' }));
    expect(await screen.findByText(NOTE_TEXTS.from)).toBeInTheDocument();
    expect(screen.getByText(NOTE_TEXTS.reason)).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-29' } });
    await user.click(screen.getByRole('button', { name: 'Send absence note' }));
    expect(await screen.findByText(NOTE_TEXTS.to)).toBeInTheDocument();
    expect(written(fetchMock)).toEqual([]);
  });

  it("shows the server's refusals beside their fields", async () => {
    notesServer([], () =>
      jsonResponse(400, { message: 'Invalid.', errors: { reason: 'Use letters, digits and punctuation only.' } }),
    );
    const { user } = renderScreen();
    await screen.findByText('You have not written an absence note for Juan yet.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-30' } });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Flu');
    await user.click(screen.getByRole('button', { name: 'Send absence note' }));
    expect(await screen.findByText('Use letters, digits and punctuation only.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('withdraws a note only after the guardian confirms', async () => {
    const fetchMock = notesServer([flu]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderScreen();
    const withdraw = await screen.findByRole('button', { name: 'Withdraw the absence note of Mon, Nov 23, 2026 – Tue, Nov 24, 2026' });

    await user.click(withdraw);
    expect(confirm).toHaveBeenCalledWith(NOTE_TEXTS.confirmWithdraw);
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/guardians/withdraw-absence-note')).toBe(false);

    await user.click(withdraw);
    expect(await screen.findByText('Absence note withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('You have not written an absence note for Juan yet.')).toBeInTheDocument());
  });
});
