import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useDetachedAddress } from '@/lib/screen-address';
import { catchSavedFiles } from '@/testing/saved-files';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { bodyOf, educationApi, juan, recordOf, studentsPage } from '../testing/students';
import type { Enrolment, TransferAnswer } from '../types';
import { StudentsScreen } from './students-screen';

/** Juan's enrolment of the current year, before anything is recorded. */
const enrolled: Enrolment = {
  schoolYearID: 'y-2026',
  schoolYear: '2026-2027',
  levelID: 'lvl-7',
  level: 'Grade 7',
  sectionID: 'sec-rizal',
  section: 'Rizal',
  enrolledOn: '2026-06-15',
  status: 'enrolled',
  statusLabel: 'Enrolled',
  statusOn: null,
  otherSchool: null,
  dropReason: null,
  previousAverage: null,
};

const transferredOut: Enrolment = {
  ...enrolled,
  status: 'transferred_out',
  statusLabel: 'Transferred out',
  statusOn: '2026-09-01',
  otherSchool: 'St. Paul School',
};

const dropped: Enrolment = { ...enrolled, status: 'dropped', statusLabel: 'Dropped', statusOn: '2026-09-01', dropReason: 'b.1' };

const transferredIn: Enrolment = {
  ...enrolled,
  status: 'transferred_in',
  statusLabel: 'Transferred in',
  otherSchool: 'Rizal Elementary',
  previousAverage: 88.5,
};

type Handler = (body: unknown) => Response;

interface TransfersServer {
  /** What each transfer call answers; the enrolment then reads as the answer's. */
  'transfer-out'?: Handler;
  'drop-learner'?: Handler;
  'transfer-in'?: Handler;
  /** The files of the receiving school. */
  file?: (path: string) => Response;
}

const answer = (enrolment: Enrolment, archived = false): TransferAnswer => ({ enrolment, archived });

/**
 * Juan in the list, his record and his enrolments (as the last transfer left them), and the
 * transfer calls; once archived, his record and his enrolments are 404 as the server's are.
 */
function transfersServer(handlers: TransfersServer = {}) {
  let enrolment = enrolled;
  let archived = false;
  return mockFetch(
    educationApi((path, init) => {
      const [base] = path.split('?');
      if (base === '/api/admins/get-students') return jsonResponse(200, studentsPage(archived ? [] : [juan], archived ? 0 : 1));
      if (base === '/api/admins/get-student') {
        return archived ? jsonResponse(404, { message: 'This student no longer exists.' }) : jsonResponse(200, recordOf(juan));
      }
      if (base === '/api/admins/get-enrolments') {
        return archived ? jsonResponse(404, { message: 'This student no longer exists.' }) : jsonResponse(200, [enrolment]);
      }
      const call = base.replace('/api/admins/', '') as keyof TransfersServer;
      const handler = handlers[call];
      if (handler && call !== 'file') {
        const response = (handler as Handler)(bodyOf(init));
        if (response.ok) {
          void response
            .clone()
            .json()
            .then((body: TransferAnswer) => {
              enrolment = body.enrolment;
              archived = body.archived;
            });
        }
        return response;
      }
      if (handlers.file && (base === '/api/records/sf10.pdf' || base === '/api/grades/report-card')) return handlers.file(path);
      return jsonResponse(404, { message: `unexpected ${path}` });
    }),
  );
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([called]) => String(called).split('?')[0] === path);

const pdfResponse = (fileName: string) =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` },
  });

/** Opens Juan's record at its address and the dialog of `action`. */
async function openDialog(user: UserEvent, action: string, title: string) {
  const drawer = await screen.findByRole('dialog', { name: 'Student details' });
  expect(await within(drawer).findByRole('heading', { name: 'Transfers' })).toBeInTheDocument();
  await user.click(within(drawer).getByRole('button', { name: action }));
  return { drawer, dialog: await screen.findByRole('dialog', { name: title }) };
}

const historyLines = async (drawer: HTMLElement) =>
  within(await within(drawer).findByRole('list', { name: 'Enrolment history' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

async function choose(user: UserEvent, dialog: HTMLElement, field: string, option: string) {
  await user.click(within(dialog).getByRole('textbox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe("Transfers in a student's record", () => {
  beforeEach(() => useDetachedAddress.setState({ rest: [juan._id] }));

  it('records a transfer out after a confirmation, then offers the SF10 and SF9 for the receiving school', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const fetchMock = transfersServer({
      'transfer-out': () => jsonResponse(200, answer(transferredOut, true)),
      file: (path) => pdfResponse(path.startsWith('/api/records/sf10.pdf') ? 'sf10-dela-cruz-juan.pdf' : 'sf9-dela-cruz-juan-2026-2027.pdf'),
    });
    const saved = catchSavedFiles();
    const { user } = renderWithProviders(<StudentsScreen />);
    const { drawer, dialog } = await openDialog(user, 'Transfer out', 'Transfer out');

    fireEvent.change(within(dialog).getByLabelText(/Date leaving/), { target: { value: '2026-09-01' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Receiving school' }), '  St. Paul School ');
    // Declined: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer out' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Record that Juan Dela Cruz transfers out to St. Paul School on 9/1/2026? The day after, their account moves to the archive.',
    );
    expect(callsTo(fetchMock, '/api/admins/transfer-out')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Record transfer out' }));
    expect(await screen.findByText('Transfer out recorded.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/admins/transfer-out');
    expect(call?.[1]).toMatchObject({ method: 'POST' });
    expect(bodyOf(call?.[1])).toEqual({ studentID: juan._id, date: '2026-09-01', school: 'St. Paul School' });

    // The dialog stays with what the receiving school gets.
    expect(within(dialog).getByText('Juan Dela Cruz transfers out to St. Paul School on 9/1/2026.')).toBeInTheDocument();
    expect(within(dialog).getByText('Juan Dela Cruz has been moved to the archive.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download SF10 (permanent record)' }));
    expect(await within(dialog).findByText('Downloaded sf10-dela-cruz-juan.pdf.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Download SF9 (report card)' }));
    expect(await within(dialog).findByText('Downloaded sf9-dela-cruz-juan-2026-2027.pdf.')).toBeInTheDocument();
    const files = fetchMock.mock.calls
      .map(([path]) => String(path))
      .filter((path) => path.startsWith('/api/records/') || path.startsWith('/api/grades/'));
    expect(files).toEqual([
      `/api/records/sf10.pdf?studentID=${juan._id}`,
      `/api/grades/report-card?studentID=${juan._id}&yearID=y-2026&format=pdf`,
    ]);
    expect(saved.map((link) => link.download)).toEqual(['sf10-dela-cruz-juan.pdf', 'sf9-dela-cruz-juan-2026-2027.pdf']);

    // The history reads the transfer as answered; the archived learner's record stays open (it
    // and the enrolments are not asked again: the server has them no more among its students).
    await waitFor(async () =>
      expect(await historyLines(drawer)).toEqual([
        '2026-2027 · Grade 7 - Rizal · Transferred out 9/1/2026 to St. Paul School · enrolled 6/15/2026',
      ]),
    );
    await waitFor(() => expect(callsTo(fetchMock, '/api/admins/get-students').length).toBeGreaterThanOrEqual(2));
    expect(callsTo(fetchMock, '/api/admins/get-student')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/admins/get-enrolments')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    expect(screen.queryByText('This student no longer exists.')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer out' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Student details' })).toBeInTheDocument();
  });

  it('names the missing date and school beside their fields and sends nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fetchMock = transfersServer();
    const { user } = renderWithProviders(<StudentsScreen />);
    const { dialog } = await openDialog(user, 'Transfer out', 'Transfer out');

    await user.click(within(dialog).getByRole('button', { name: 'Record transfer out' }));

    expect(within(dialog).getByLabelText(/Date leaving/)).toHaveAccessibleDescription('Choose the day, as YYYY-MM-DD.');
    expect(within(dialog).getByRole('textbox', { name: 'Receiving school' })).toHaveAccessibleDescription('Name the receiving school.');
    expect(confirm).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/admins/transfer-out')).toEqual([]);

    // Escape closes the dialog, and the record under it stays open.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer out' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Student details' })).toBeInTheDocument();
    expect(useDetachedAddress.getState().rest).toEqual([juan._id]);
  });

  it("shows the server's refusal of the day beside the date, and one that names no field in the dialog", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const refusals = [
      jsonResponse(400, {
        message: 'Choose a day of the school year, 2026-06-15 to 2027-04-09.',
        errors: { date: 'Choose a day of the school year, 2026-06-15 to 2027-04-09.' },
      }),
      jsonResponse(409, { message: 'Juan Dela Cruz has already left: transferred out on 2026-09-01.' }),
    ];
    transfersServer({ 'transfer-out': () => refusals.shift()! });
    const { user } = renderWithProviders(<StudentsScreen />);
    const { dialog } = await openDialog(user, 'Transfer out', 'Transfer out');
    const date = within(dialog).getByLabelText(/Date leaving/);

    fireEvent.change(date, { target: { value: '2000-01-03' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Receiving school' }), 'St. Paul School');
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer out' }));

    await waitFor(() => expect(date).toHaveAccessibleDescription('Choose a day of the school year, 2026-06-15 to 2027-04-09.'));
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.change(date, { target: { value: '2026-09-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Juan Dela Cruz has already left: transferred out on 2026-09-01.',
    );
    expect(screen.queryByText('Transfer out recorded.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record transfer out' })).toBeInTheDocument();
  });

  it("records a drop-out with DepEd's reason code, then closes and shows it in the history", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchMock = transfersServer({ 'drop-learner': () => jsonResponse(200, answer(dropped, true)) });
    const { user } = renderWithProviders(<StudentsScreen />);
    const { drawer, dialog } = await openDialog(user, 'Drop', 'Drop-out');

    // A reason is asked for before anything is sent.
    fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-09-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Record drop-out' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      expect.stringContaining("Choose one of DepEd's reasons for dropping out (a.1 to f.1)."),
    );
    expect(callsTo(fetchMock, '/api/admins/drop-learner')).toEqual([]);

    await choose(user, dialog, 'Reason', 'b.1 Illness');
    await user.click(within(dialog).getByRole('button', { name: 'Record drop-out' }));

    expect(await screen.findByText('Drop-out recorded.')).toBeInTheDocument();
    expect(screen.getByText('Juan Dela Cruz has been moved to the archive.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith(
      'Record that Juan Dela Cruz dropped out on 9/1/2026? The day after, their account moves to the archive.',
    );
    const [call] = callsTo(fetchMock, '/api/admins/drop-learner');
    expect(bodyOf(call?.[1])).toEqual({ studentID: juan._id, date: '2026-09-01', reason: 'b.1' });
    // The list under the record loads again: Juan has left it.
    await waitFor(() => expect(callsTo(fetchMock, '/api/admins/get-students').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Drop-out' })).not.toBeInTheDocument());
    await waitFor(async () =>
      expect(await historyLines(drawer)).toEqual(['2026-2027 · Grade 7 - Rizal · Dropped 9/1/2026 (b.1) · enrolled 6/15/2026']),
    );
  });

  it('lists every one of DepEd\'s nineteen reasons, "a.1 …" to "f.1 Other reasons"', async () => {
    transfersServer();
    const { user } = renderWithProviders(<StudentsScreen />);
    const { dialog } = await openDialog(user, 'Drop', 'Drop-out');

    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toHaveLength(19);
    expect(options[0]).toBe('a.1 Had to take care of siblings');
    expect(options).toContain('d.2 Armed conflict (incl. tribal wars and clan feuds)');
    expect(options.at(-1)).toBe('f.1 Other reasons');
  });

  it('records a transfer in with the general average brought, or none', async () => {
    const answers = [answer(transferredIn), answer({ ...transferredIn, previousAverage: null })];
    const fetchMock = transfersServer({ 'transfer-in': () => jsonResponse(200, answers.shift()) });
    const { user } = renderWithProviders(<StudentsScreen />);
    let { drawer, dialog } = await openDialog(user, 'Transfer in', 'Transfer in');

    await user.type(within(dialog).getByRole('textbox', { name: 'Previous school' }), 'Rizal Elementary');
    await user.type(within(dialog).getByRole('textbox', { name: 'General average from the previous school' }), '88.5');
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer in' }));

    expect(await screen.findByText('Transfer in recorded.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/admins/transfer-in')[0]?.[1])).toEqual({
      studentID: juan._id,
      school: 'Rizal Elementary',
      average: 88.5,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer in' })).not.toBeInTheDocument());
    await waitFor(async () =>
      expect(await historyLines(drawer)).toEqual([
        '2026-2027 · Grade 7 - Rizal · Transferred in from Rizal Elementary (average 88.5) · enrolled 6/15/2026',
      ]),
    );
    // Opened again, the dialog starts blank; without an average, null is sent.
    ({ drawer, dialog } = await openDialog(user, 'Transfer in', 'Transfer in'));
    expect(within(dialog).getByRole('textbox', { name: 'Previous school' })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: 'Previous school' }), 'Rizal Elementary');
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer in' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/admins/transfer-in')).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, '/api/admins/transfer-in')[1]?.[1])).toEqual({
      studentID: juan._id,
      school: 'Rizal Elementary',
      average: null,
    });
    await waitFor(async () =>
      expect(await historyLines(drawer)).toEqual([
        '2026-2027 · Grade 7 - Rizal · Transferred in from Rizal Elementary · enrolled 6/15/2026',
      ]),
    );
  });

  it('checks the average before sending, and shows the server\'s refusals beside their fields', async () => {
    const fetchMock = transfersServer({
      'transfer-in': () =>
        jsonResponse(400, {
          message: "A school's name has at most 200 characters.",
          errors: { school: "A school's name has at most 200 characters.", average: 'A general average is a number from 60 to 100.' },
        }),
    });
    const { user } = renderWithProviders(<StudentsScreen />);
    const { dialog } = await openDialog(user, 'Transfer in', 'Transfer in');
    const school = within(dialog).getByRole('textbox', { name: 'Previous school' });
    const average = within(dialog).getByRole('textbox', { name: 'General average from the previous school' });

    await user.click(within(dialog).getByRole('button', { name: 'Record transfer in' }));
    expect(school).toHaveAccessibleDescription('Name the previous school.');

    await user.type(school, 'Rizal Elementary');
    await user.type(average, '120');
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer in' }));
    expect(average).toHaveAccessibleDescription(expect.stringContaining('A general average is a number from 60 to 100.'));
    expect(callsTo(fetchMock, '/api/admins/transfer-in')).toEqual([]);

    await user.clear(average);
    await user.type(average, '75');
    await user.click(within(dialog).getByRole('button', { name: 'Record transfer in' }));
    await waitFor(() => expect(school).toHaveAccessibleDescription("A school's name has at most 200 characters."));
    expect(average).toHaveAccessibleDescription(expect.stringContaining('A general average is a number from 60 to 100.'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Transfer in recorded.')).not.toBeInTheDocument();
  });
});
