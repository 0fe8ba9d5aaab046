import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchSavedFiles, spreadsheetResponse } from '@/testing/saved-files';
import { deferred, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import type { IncompleteView, YearJson } from '@/types/wire';
import { RecordsScreen } from './records-screen';

const year = (id: string, name: string, current: boolean): YearJson => ({
  _id: id,
  name,
  firstDay: `${name.slice(0, 4)}-06-01`,
  lastDay: `${name.slice(5)}-03-31`,
  current,
  closed: !current,
  terms: [],
  noSchoolDays: [],
});

/** Latest first, as the server lists them. */
const YEARS = [year('y-2026', '2026-2027', true), year('y-2025', '2025-2026', false)];
const categories = [{ _id: 'c-1', category: 'Junior High School', levels: [] }];
const levels = [
  {
    _id: 'l-7',
    level: 'Grade 7',
    category: 'c-1',
    sections: [
      { sectionID: 'sec-1', section: 'Rizal' },
      { sectionID: 'sec-2', section: 'Bonifacio' },
    ],
  },
];

const INCOMPLETE: IncompleteView = {
  learners: [
    { studentID: 's-2', name: 'Ligaya Dizon', section: 'Grade 7 - Rizal', missing: ['lrn'] },
    { studentID: 's-3', name: 'Tala Mercado', section: null, missing: ['lrn', 'sex'] },
  ],
  total: 2,
};

interface RecordsServer {
  incomplete?: () => Response;
  sf1?: (path: string) => Response | Promise<Response>;
  /** SF10, SF4, SF6 and the LIS exports. */
  files?: (path: string) => Response | Promise<Response>;
}

/** The years, the section pickers' calls, the learners to complete and the School Forms. */
function recordsServer({
  incomplete = () => jsonResponse(200, INCOMPLETE),
  sf1 = () => jsonResponse(500, { message: 'unexpected' }),
  files = () => jsonResponse(500, { message: 'unexpected' }),
}: RecordsServer = {}) {
  return mockFetch((path) => {
    if (path === '/api/admins/school-years') return jsonResponse(200, { years: YEARS });
    if (path === '/api/admins/get-categories') return jsonResponse(200, categories);
    if (path === '/api/admins/get-levels') return jsonResponse(200, levels);
    if (path === '/api/records/incomplete') return incomplete();
    if (path.startsWith('/api/records/sf1.xlsx?') || path.startsWith('/api/records/sf5.xlsx?')) return sf1(path);
    if (/^\/api\/records\/(sf10\.pdf|sf4\.xlsx|sf6\.xlsx|lis-enrolment\.csv|lis-status\.csv)(\?|$)/.test(path)) return files(path);
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

/** A file as the server answers it, named `fileName`. */
function fileResponse(fileName: string, type: string): Response {
  return new Response(type === 'application/pdf' ? '%PDF-1.7' : 'LRN,Last Name', {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${fileName}"` },
  });
}

/** The file the server names after each path asked. */
function namedFiles(path: string): Response {
  const [base, query = ''] = path.split('?');
  const year = new URLSearchParams(query).get('schoolYearID') === 'y-2025' ? '2025-2026' : '2026-2027';
  if (base === '/api/records/sf10.pdf') return fileResponse(`sf10-grade-7-rizal-${year}.pdf`, 'application/pdf');
  if (base === '/api/records/sf4.xlsx') return spreadsheetResponse(`sf4-${new URLSearchParams(query).get('month')}.xlsx`);
  if (base === '/api/records/sf6.xlsx') return spreadsheetResponse(`sf6-${year}.xlsx`);
  return fileResponse(`${base.slice('/api/records/'.length, -'.csv'.length)}-${year}.csv`, 'text/csv');
}

const recordCalls = (fetchMock: ReturnType<typeof mockFetch>, base: string) =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.split('?')[0] === base);

const sf1Calls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/records/sf1.xlsx'));

const studentAddress = (studentID: string) => `/admin/students/${studentID}`;

function renderRecords() {
  return renderAtAddress(<RecordsScreen studentAddress={studentAddress} />, '/admin/records');
}

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const schoolForms = () => screen.getByRole('form', { name: 'School forms' });
const schoolWide = () => screen.getByRole('form', { name: 'School-wide forms' });

describe('RecordsScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("downloads the current year's SF1 of the section chosen, saved under the server's name", async () => {
    const fetchMock = recordsServer({
      sf1: (path) =>
        spreadsheetResponse(path.includes('y-2025') ? 'sf1-grade-7-rizal-2025-2026.xlsx' : 'sf1-grade-7-rizal-2026-2027.xlsx'),
    });
    const saved = catchSavedFiles();
    const { user } = renderRecords();

    expect(screen.getByRole('heading', { name: 'Records', level: 2 })).toBeInTheDocument();
    // The current year stands until another is chosen.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'School year' })).toHaveValue('2026-2027 (current)'));
    await choose(user, 'Section', 'Grade 7 - Rizal');
    await user.click(screen.getByRole('button', { name: 'Download SF1 (School Register)' }));

    expect(await within(schoolForms()).findByText('Downloaded sf1-grade-7-rizal-2026-2027.xlsx.')).toBeInTheDocument();
    expect(sf1Calls(fetchMock)).toEqual(['/api/records/sf1.xlsx?sectionID=sec-1&schoolYearID=y-2026']);
    expect(saved).toHaveLength(1);
    expect(saved[0].download).toBe('sf1-grade-7-rizal-2026-2027.xlsx');
    expect(saved[0].href).toBe('blob:saved-file');
    const call = fetchMock.mock.calls.find(([path]) => String(path).startsWith('/api/records/sf1.xlsx'));
    expect(call?.[1]).toMatchObject({ method: 'GET', credentials: 'same-origin' });

    // An earlier year, chosen: the confirmation of the last file goes with the old choice.
    await choose(user, 'School year', '2025-2026');
    expect(within(schoolForms()).queryByText(/^Downloaded/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download SF1 (School Register)' }));
    expect(await within(schoolForms()).findByText('Downloaded sf1-grade-7-rizal-2025-2026.xlsx.')).toBeInTheDocument();
    expect(sf1Calls(fetchMock)[1]).toBe('/api/records/sf1.xlsx?sectionID=sec-1&schoolYearID=y-2025');
  });

  it("downloads the section's SF5 of the year with its own button", async () => {
    const fetchMock = recordsServer({ sf1: () => spreadsheetResponse('sf5-grade-7-rizal-2026-2027.xlsx') });
    const saved = catchSavedFiles();
    const { user } = renderRecords();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'School year' })).toHaveValue('2026-2027 (current)'));
    await choose(user, 'Section', 'Grade 7 - Rizal');
    await user.click(screen.getByRole('button', { name: 'Download SF5 (Promotion and Proficiency)' }));

    expect(await within(schoolForms()).findByText('Downloaded sf5-grade-7-rizal-2026-2027.xlsx.')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([path]) => String(path)).filter((path) => path.startsWith('/api/records/'));
    expect(asked).toContain('/api/records/sf5.xlsx?sectionID=sec-1&schoolYearID=y-2026');
    expect(saved[0]?.download).toBe('sf5-grade-7-rizal-2026-2027.xlsx');
  });

  it('asks for a section before anything is sent', async () => {
    const fetchMock = recordsServer();
    const { user } = renderRecords();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'School year' })).toHaveValue('2026-2027 (current)'));

    await user.click(screen.getByRole('button', { name: 'Download SF1 (School Register)' }));

    expect(await screen.findByText('Choose a section.')).toBeInTheDocument();
    expect(sf1Calls(fetchMock)).toEqual([]);
  });

  it("shows the server's refusal beside the field it names", async () => {
    recordsServer({ sf1: () => jsonResponse(400, { message: 'Choose a section.', errors: { sectionID: 'Choose a section.' } }) });
    const saved = catchSavedFiles();
    const { user } = renderRecords();
    await choose(user, 'Section', 'Grade 7 - Bonifacio');

    await user.click(screen.getByRole('button', { name: 'Download SF1 (School Register)' }));

    expect(await screen.findByText('Choose a section.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Section' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(schoolForms()).queryByRole('alert')).not.toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('shows a refusal that names no field in the card, the button spinning while it is asked', async () => {
    const held = deferred<void>();
    recordsServer({
      sf1: () =>
        held.promise.then(() => jsonResponse(403, { message: "Only administrators and the section's adviser get its school forms." })),
    });
    const { user } = renderRecords();
    await choose(user, 'Section', 'Grade 7 - Rizal');

    await user.click(screen.getByRole('button', { name: 'Download SF1 (School Register)' }));
    const button = screen.getByRole('button', { name: 'Download SF1 (School Register)' });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    held.resolve();

    const alert = await within(schoolForms()).findByRole('alert');
    expect(alert).toHaveTextContent("Only administrators and the section's adviser get its school forms.");
    expect(button).not.toHaveAttribute('data-loading');
  });

  it('lists the learners to complete, each leading to their record, with what is missing', async () => {
    recordsServer({ incomplete: () => jsonResponse(200, { ...INCOMPLETE, total: 205 }) });
    const { user, router } = renderRecords();

    const table = await screen.findByRole('table', { name: 'Learners to complete' });
    const rowOf = (name: string) => within(table).getByRole('link', { name }).closest('tr')!;
    const ligaya = rowOf('Ligaya Dizon');
    expect(within(ligaya).getByText('Grade 7 - Rizal')).toBeInTheDocument();
    expect(within(ligaya).getByText('No LRN')).toBeInTheDocument();
    expect(within(ligaya).queryByText('No sex')).not.toBeInTheDocument();
    const tala = rowOf('Tala Mercado');
    expect(within(tala).getByText('No section')).toBeInTheDocument();
    expect(within(tala).getByText('No LRN')).toBeInTheDocument();
    expect(within(tala).getByText('No sex')).toBeInTheDocument();
    expect(screen.getByText('and 203 more')).toBeInTheDocument();

    const link = within(tala).getByRole('link', { name: 'Tala Mercado' });
    expect(link).toHaveAttribute('href', '/admin/students/s-3');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/admin/students/s-3');
  });

  it('says so when every learner has an LRN and sex', async () => {
    recordsServer({ incomplete: () => jsonResponse(200, { learners: [], total: 0 }) });
    renderRecords();

    expect(await screen.findByText('Every learner has an LRN and sex.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Learners to complete' })).not.toBeInTheDocument();
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('says the learners could not be loaded, and loads them again on Try again', async () => {
    let fail = true;
    recordsServer({
      incomplete: () => (fail ? jsonResponse(500, { message: 'The server had a problem.' }) : jsonResponse(200, INCOMPLETE)),
    });
    const { user } = renderRecords();

    expect(screen.getByRole('status', { name: 'Loading learners to complete' })).toBeInTheDocument();
    // A server failure is asked once more before it is told.
    expect(await screen.findByText('The learners to complete could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ligaya Dizon' })).toBeInTheDocument();
  });

  it("downloads the section's permanent records (SF10) of the chosen year as one PDF", async () => {
    const fetchMock = recordsServer({ files: namedFiles });
    const saved = catchSavedFiles();
    const { user } = renderRecords();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'School year' })).toHaveValue('2026-2027 (current)'));

    // A section is asked for first, as for the spreadsheets.
    await user.click(screen.getByRole('button', { name: 'Download SF10 (permanent records)' }));
    expect(await screen.findByText('Choose a section.')).toBeInTheDocument();
    expect(recordCalls(fetchMock, '/api/records/sf10.pdf')).toEqual([]);

    await choose(user, 'Section', 'Grade 7 - Rizal');
    await choose(user, 'School year', '2025-2026');
    await user.click(screen.getByRole('button', { name: 'Download SF10 (permanent records)' }));

    expect(await within(schoolForms()).findByText('Downloaded sf10-grade-7-rizal-2025-2026.pdf.')).toBeInTheDocument();
    expect(recordCalls(fetchMock, '/api/records/sf10.pdf')).toEqual(['/api/records/sf10.pdf?sectionID=sec-1&schoolYearID=y-2025']);
    const call = fetchMock.mock.calls.find(([path]) => String(path).startsWith('/api/records/sf10.pdf'));
    expect(call?.[1]).toMatchObject({ method: 'GET', headers: { Accept: 'application/pdf, application/json' } });
    expect(saved.map((link) => link.download)).toEqual(['sf10-grade-7-rizal-2025-2026.pdf']);
  });

  it("downloads the school's SF4 of a month of the year, this month to begin with", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 10, 9, 0));
    const fetchMock = recordsServer({ files: namedFiles });
    const saved = catchSavedFiles();
    const { user } = renderRecords();

    // The card starts afresh once the years are there: the month field is asked for each time.
    const month = () => within(schoolWide()).getByRole('textbox', { name: 'Month' });
    await waitFor(() => expect(month()).toHaveValue('November 2026'));
    await user.click(month());
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
      'January 2027',
      'February 2027',
      'March 2027',
    ]);
    await user.click(screen.getByRole('option', { name: 'September 2026' }));
    await user.click(screen.getByRole('button', { name: 'Download SF4 (monthly movement and attendance)' }));

    expect(await within(schoolWide()).findByText('Downloaded sf4-2026-09.xlsx.')).toBeInTheDocument();
    expect(recordCalls(fetchMock, '/api/records/sf4.xlsx')).toEqual(['/api/records/sf4.xlsx?month=2026-09&schoolYearID=y-2026']);
    expect(saved.map((link) => link.download)).toEqual(['sf4-2026-09.xlsx']);
    // Nothing was asked of the section's forms.
    expect(within(schoolForms()).queryByText(/^Downloaded/)).not.toBeInTheDocument();
  });

  it("follows the year chosen: its months, and a month asked for before anything is sent", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 10, 9, 0));
    const fetchMock = recordsServer({ files: namedFiles });
    const { user } = renderRecords();
    await waitFor(() => expect(within(schoolWide()).getByRole('textbox', { name: 'Month' })).toHaveValue('November 2026'));

    // An earlier year: November 2025 is not this month, so none is chosen.
    await choose(user, 'School year', '2025-2026');
    const month = within(schoolWide()).getByRole('textbox', { name: 'Month' });
    await waitFor(() => expect(month).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Download SF4 (monthly movement and attendance)' }));
    expect(month).toHaveAccessibleDescription('Choose a month.');
    expect(recordCalls(fetchMock, '/api/records/sf4.xlsx')).toEqual([]);

    await choose(user, 'Month', 'March 2026');
    await user.click(screen.getByRole('button', { name: 'Download SF4 (monthly movement and attendance)' }));
    expect(await within(schoolWide()).findByText('Downloaded sf4-2026-03.xlsx.')).toBeInTheDocument();
    expect(recordCalls(fetchMock, '/api/records/sf4.xlsx')).toEqual(['/api/records/sf4.xlsx?month=2026-03&schoolYearID=y-2025']);
  });

  it("shows the server's refusal of the month beside it, and any other refusal in the card", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 10, 9, 0));
    const refusals = [
      jsonResponse(400, { message: 'This month has no school days.', errors: { month: 'This month has no school days.' } }),
      jsonResponse(403, { message: 'Only administrators get the school forms.' }),
    ];
    recordsServer({ files: () => refusals.shift()! });
    const saved = catchSavedFiles();
    const { user } = renderRecords();
    await waitFor(() => expect(within(schoolWide()).getByRole('textbox', { name: 'Month' })).toHaveValue('November 2026'));
    const month = within(schoolWide()).getByRole('textbox', { name: 'Month' });

    await user.click(screen.getByRole('button', { name: 'Download SF4 (monthly movement and attendance)' }));
    await waitFor(() => expect(month).toHaveAccessibleDescription('This month has no school days.'));
    expect(month).toHaveAttribute('aria-invalid', 'true');
    expect(within(schoolWide()).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download SF6 (promotion summary)' }));
    expect(await within(schoolWide()).findByRole('alert')).toHaveTextContent('Only administrators get the school forms.');
    expect(saved).toEqual([]);
  });

  it("downloads the school's SF6 and the LIS exports of the year chosen", async () => {
    const fetchMock = recordsServer({ files: namedFiles });
    const saved = catchSavedFiles();
    const { user } = renderRecords();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'School year' })).toHaveValue('2026-2027 (current)'));

    await user.click(screen.getByRole('button', { name: 'Download SF6 (promotion summary)' }));
    expect(await within(schoolWide()).findByText('Downloaded sf6-2026-2027.xlsx.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download beginning-of-year enrolment (CSV)' }));
    expect(await within(schoolWide()).findByText('Downloaded lis-enrolment-2026-2027.csv.')).toBeInTheDocument();
    await choose(user, 'School year', '2025-2026');
    await user.click(screen.getByRole('button', { name: 'Download end-of-year status (CSV)' }));
    expect(await within(schoolWide()).findByText('Downloaded lis-status-2025-2026.csv.')).toBeInTheDocument();

    expect(recordCalls(fetchMock, '/api/records/sf6.xlsx')).toEqual(['/api/records/sf6.xlsx?schoolYearID=y-2026']);
    expect(recordCalls(fetchMock, '/api/records/lis-enrolment.csv')).toEqual(['/api/records/lis-enrolment.csv?schoolYearID=y-2026']);
    expect(recordCalls(fetchMock, '/api/records/lis-status.csv')).toEqual(['/api/records/lis-status.csv?schoolYearID=y-2025']);
    const csv = fetchMock.mock.calls.find(([path]) => String(path).startsWith('/api/records/lis-status.csv'));
    expect(csv?.[1]).toMatchObject({ method: 'GET', headers: { Accept: 'text/csv, application/json' } });
    expect(saved.map((link) => link.download)).toEqual(['sf6-2026-2027.xlsx', 'lis-enrolment-2026-2027.csv', 'lis-status-2025-2026.csv']);
  });
});
