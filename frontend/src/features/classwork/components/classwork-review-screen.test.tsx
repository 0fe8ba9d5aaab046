import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pretendPhone } from '@/testing/phone';
import { jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import { piece, studentWork } from '../testing/classwork';
import type { StudentWork, TeacherWork } from '../types';
import { ClassworkReviewScreen } from './classwork-review-screen';

/** Graded Written Works of 20 points, due in 2030. */
const worksheet = piece();

/** Turned in on time with an answer, a photo, a PDF and a Word file. */
const juan = studentWork({
  studentID: 's-juan',
  name: 'Cruz, Juan',
  status: 'turnedIn',
  turnedInAt: '2030-12-10T08:00:00Z',
  answer: 'Item 7 is 3/8.\nThe rest are in the photo.',
  files: [
    { _id: 'f-1', file: '/api/files/work/a1.jpg', name: 'page 1.jpg' },
    { _id: 'f-2', file: '/api/files/work/a2.pdf', name: 'solutions.pdf' },
    { _id: 'f-3', file: '/api/files/work/a3.docx', name: 'notes.docx' },
  ],
});
/** Turned in after the due time. */
const ana = studentWork({
  studentID: 's-ana',
  name: 'Lim, Ana',
  status: 'turnedIn',
  late: true,
  turnedInAt: '2030-12-12T08:00:00Z',
  answer: 'Done.',
});
const pedro = studentWork({ studentID: 's-pedro', name: 'Reyes, Pedro', status: 'missing' });
const rosa = studentWork({
  studentID: 's-rosa',
  name: 'Santos, Rosa',
  status: 'returned',
  turnedInAt: '2030-12-09T08:00:00Z',
  returnedAt: '2030-12-13T08:00:00Z',
  answer: 'Mine.',
  score: 17,
  comment: 'Good work.',
});
const tomas = studentWork({ studentID: 's-tomas', name: 'Uy, Tomas', excused: true });

const CLASS = [juan, ana, pedro, rosa, tomas];

/** The counts the server would give of `students`. */
function countsOf(students: readonly StudentWork[]): TeacherWork['counts'] {
  const of = (status: string) => students.filter((student) => student.status === status).length;
  return {
    turnedIn: of('turnedIn'),
    late: students.filter((student) => student.status === 'turnedIn' && student.late).length,
    missing: of('missing'),
    returned: of('returned'),
    assigned: of('assigned'),
  };
}

const viewOf = (students: readonly StudentWork[]): TeacherWork => ({
  assignment: worksheet,
  counts: countsOf(students),
  students: [...students],
});

type Answer = Response | undefined;

/**
 * The review calls over `start`, as the server answers them: a score saved or work returned
 * answers the whole class again; `refuse` answers a call instead when it gives an answer.
 */
function reviewServer(start: readonly StudentWork[], refuse: (path: string, body: Record<string, unknown>) => Answer = () => undefined) {
  let students = [...start];
  return mockFetch((path, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const refusal = refuse(path, body);
    if (refusal) return refusal;
    if (path === '/api/teachers/classwork-work?assignmentID=cw-1') return jsonResponse(200, viewOf(students));
    if (path === '/api/teachers/review-work') {
      const score = String(body.score);
      students = students.map((student) =>
        student.studentID === body.studentID
          ? { ...student, score: score === '' || score === 'ex' ? null : Number(score), excused: score === 'ex', comment: String(body.comment) }
          : student,
      );
      return jsonResponse(200, viewOf(students));
    }
    if (path === '/api/teachers/return-work') {
      const ids = body.studentIDs as string[];
      students = students.map((student) =>
        ids.includes(student.studentID) ? { ...student, status: 'returned', returnedAt: '2030-12-14T08:00:00Z' } : student,
      );
      return jsonResponse(200, viewOf(students));
    }
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

function renderScreen(id = 'cw-1') {
  return renderAtAddress(
    <ClassworkReviewScreen assignmentID={id} title="Classwork" listAddress="/teacher/classwork" />,
    `/teacher/classwork/${id}`,
  );
}

/** The bodies posted to `path`, in order. */
function sentTo(fetchMock: ReturnType<typeof mockFetch>, path: string): unknown[] {
  return fetchMock.mock.calls.filter(([called, init]) => called === path && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const figure = (label: string) => within(screen.getByRole('list', { name: 'Work counts' })).getByText(label).closest('li')!;

describe('Reviewing the work on a piece of classwork', () => {
  it('shows the piece, the counts as figures, and each student with where their work stands and its score', async () => {
    reviewServer(CLASS);
    const { user, router } = renderScreen();

    expect(await screen.findByRole('heading', { name: 'Fractions worksheet', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Mathematics · Grade 7 - Rizal')).toBeInTheDocument();
    expect(screen.getByText(/^Due Wed, Dec 11, 2030/)).toBeInTheDocument();
    expect(figure('Turned in')).toHaveTextContent(/^2Turned in$/);
    expect(figure('Late')).toHaveTextContent(/^1Late$/);
    expect(figure('Missing')).toHaveTextContent(/^1Missing$/);
    expect(figure('Returned')).toHaveTextContent(/^1Returned$/);
    expect(figure('Assigned')).toHaveTextContent(/^1Assigned$/);

    const table = screen.getByRole('table', { name: 'Students' });
    const names = within(table).getAllByRole('rowheader').map((header) => header.textContent);
    expect(names).toEqual(['Cruz, Juan', 'Lim, Ana', 'Reyes, Pedro', 'Santos, Rosa', 'Uy, Tomas']);
    // No score is a dash to the eye, 'No score' to a screen reader.
    const cells = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent?.replace(/^—/, ''));
    expect(cells('Cruz, Juan')).toEqual(['Turned in', 'No score']);
    expect(cells('Lim, Ana')).toEqual(['Turned in late', 'No score']);
    expect(cells('Reyes, Pedro')).toEqual(['Missing', 'No score']);
    expect(cells('Santos, Rosa')).toEqual(['Returned', '17 / 20']);
    expect(cells('Uy, Tomas')).toEqual(['Assigned', 'Excused']);

    // The way back to the list.
    await user.click(screen.getByRole('link', { name: 'Classwork' }));
    expect(router.state.location.pathname).toBe('/teacher/classwork');
  });

  it("opens a student's work: the answer, a photo, a PDF in a frame and a document to download", async () => {
    reviewServer(CLASS);
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Cruz, Juan' }));
    const work = screen.getByRole('region', { name: 'Cruz, Juan' });
    expect(screen.getByRole('button', { name: 'Cruz, Juan' })).toHaveAttribute('aria-current', 'true');
    // The keyboard goes on from the work opened.
    expect(within(work).getByRole('heading', { name: 'Cruz, Juan' })).toHaveFocus();
    expect(within(work).getByText(/^Item 7 is 3\/8\./)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(work).getByText('Turned in', { selector: '.mantine-Badge-label' })).toBeInTheDocument();

    const photo = within(work).getByRole('img', { name: 'page 1.jpg' });
    expect(photo).toHaveAttribute('src', '/api/files/work/a1.jpg');
    const frame = within(work).getByTitle('solutions.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/files/work/a2.pdf');
    expect(within(work).getByRole('link', { name: 'solutions.pdf' })).toHaveAttribute('target', '_blank');
    expect(within(work).getByRole('link', { name: 'notes.docx' })).toHaveAttribute('href', '/api/files/work/a3.docx?download=1');

    expect(within(work).getByRole('textbox', { name: 'Score' })).toHaveValue('');
    expect(within(work).getByRole('textbox', { name: 'Score' })).toHaveAccessibleDescription(/Saved in the gradebook/);
    expect(within(work).getByText('/ 20')).toBeInTheDocument();
    expect(within(work).getByRole('textbox', { name: 'Comment' })).toHaveValue('');

    // Another student's work, with their score and comment.
    await user.click(screen.getByRole('button', { name: 'Santos, Rosa' }));
    const rosas = screen.getByRole('region', { name: 'Santos, Rosa' });
    expect(within(rosas).getByRole('textbox', { name: 'Score' })).toHaveValue('17');
    expect(within(rosas).getByRole('textbox', { name: 'Comment' })).toHaveValue('Good work.');
    expect(within(rosas).getByRole('button', { name: 'Return' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Cruz, Juan' })).toBeNull();
  });

  it("saves a score and comment with 'Save', and shows the server's refusal beside 'Score'", async () => {
    const fetchMock = reviewServer(CLASS, (path, body) =>
      path === '/api/teachers/review-work' && body.score === '25'
        ? jsonResponse(400, { message: 'Check the score.', errors: { score: 'Enter a score from 0 to 20.' } })
        : undefined,
    );
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Cruz, Juan' }));
    const work = within(screen.getByRole('region', { name: 'Cruz, Juan' }));
    const score = work.getByRole('textbox', { name: 'Score' });
    await user.type(score, '25');
    await user.click(work.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(score).toHaveAccessibleDescription(/Enter a score from 0 to 20\./));
    expect(score).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Saved for Cruz, Juan.')).toBeNull();

    await user.clear(score);
    await user.type(score, '18');
    await user.type(work.getByRole('textbox', { name: 'Comment' }), 'Show item 9.');
    await user.click(work.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved for Cruz, Juan.')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/teachers/review-work')).toEqual([
      { assignmentID: 'cw-1', studentID: 's-juan', score: '25', comment: '' },
      { assignmentID: 'cw-1', studentID: 's-juan', score: '18', comment: 'Show item 9.' },
    ]);
    // The class list shows the answer's score.
    await waitFor(() => expect(within(rowOf('Cruz, Juan')).getAllByRole('cell')[1]).toHaveTextContent('18 / 20'));
    expect(score).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("says in the panel why a score was refused when the gradebook is closed", async () => {
    reviewServer(CLASS, (path) =>
      path === '/api/teachers/review-work'
        ? jsonResponse(409, { message: 'This gradebook is submitted: ask the adviser to unlock it first.' })
        : undefined,
    );
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Cruz, Juan' }));
    const work = within(screen.getByRole('region', { name: 'Cruz, Juan' }));
    await user.type(work.getByRole('textbox', { name: 'Score' }), '18');
    await user.click(work.getByRole('button', { name: 'Save' }));

    expect(await work.findByText('This gradebook is submitted: ask the adviser to unlock it first.')).toBeInTheDocument();
  });

  it("returns one student's work with 'Return', saving a changed score first", async () => {
    const fetchMock = reviewServer(CLASS);
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Lim, Ana' }));
    const work = within(screen.getByRole('region', { name: 'Lim, Ana' }));
    await user.type(work.getByRole('textbox', { name: 'Score' }), '15');
    await user.click(work.getByRole('button', { name: 'Return' }));

    expect(await screen.findByText('Saved and returned to Lim, Ana.')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/teachers/review-work')).toEqual([
      { assignmentID: 'cw-1', studentID: 's-ana', score: '15', comment: '' },
    ]);
    expect(sentTo(fetchMock, '/api/teachers/return-work')).toEqual([{ assignmentID: 'cw-1', studentIDs: ['s-ana'] }]);
    expect(within(rowOf('Lim, Ana')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Returned', '15 / 20']);
    expect(work.getByRole('button', { name: 'Return' })).toBeDisabled();
    expect(figure('Returned')).toHaveTextContent(/^2Returned$/);
    expect(figure('Late')).toHaveTextContent(/^0Late$/);
  });

  it("'Return all' asks first, naming how many, then returns every turned-in student's work", async () => {
    const fetchMock = reviewServer(CLASS);
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Return all' }));
    let question = within(await screen.findByRole('dialog', { name: 'Return the work of 2 students?' }));
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Return the work of 2 students?' })).toBeNull());
    expect(sentTo(fetchMock, '/api/teachers/return-work')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Return all' }));
    question = within(await screen.findByRole('dialog', { name: 'Return the work of 2 students?' }));
    await user.click(question.getByRole('button', { name: 'Return' }));

    expect(await screen.findByText('Work returned to 2 students.')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/teachers/return-work')).toEqual([{ assignmentID: 'cw-1', studentIDs: ['s-juan', 's-ana'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Return the work of/ })).toBeNull());
    expect(figure('Returned')).toHaveTextContent(/^3Returned$/);
    expect(figure('Turned in')).toHaveTextContent(/^0Turned in$/);
    // Nothing is left to return.
    expect(screen.getByRole('button', { name: 'Return all' })).toBeDisabled();
  });

  it('says so when the class has no students, with nothing to return', async () => {
    reviewServer([]);
    renderScreen();

    expect(await screen.findByText('No students in this class.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return all' })).toBeDisabled();
  });

  it('says why a piece cannot be shown: gone, or not of the teacher’s subjects', async () => {
    mockFetch((path) =>
      path.includes('assignmentID=gone')
        ? jsonResponse(404, { message: 'This classwork no longer exists.' })
        : jsonResponse(403, { message: 'This is not one of your subjects.' }),
    );
    renderScreen('gone');
    expect(await screen.findByText('This classwork no longer exists.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Classwork', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Classwork' })).toHaveAttribute('href', '/teacher/classwork');
  });

  it('says so when the piece is of another teacher’s subject', async () => {
    mockFetch(() => jsonResponse(403, { message: 'This is not one of your subjects.' }));
    renderScreen('cw-9');
    expect(await screen.findByText('This is not one of your subjects.')).toBeInTheDocument();
  });

  it("opens a student's work in a dialog of the whole screen on a phone", async () => {
    pretendPhone();
    reviewServer(CLASS);
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Cruz, Juan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cruz, Juan' }));
    expect(dialog.getByRole('img', { name: 'page 1.jpg' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Score' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cruz, Juan' })).toBeNull());
  });
});
