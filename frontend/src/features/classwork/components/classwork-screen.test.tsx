import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILE_TYPE_ALERT } from '@/lib/upload-file';
import '@/testing/editor-dom';
import { jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import { piece } from '../testing/classwork';
import { sentTo } from '../testing/requests';
import type { Assignment, ClassChoices, ClassworkFile } from '../types';
import { ClassworkScreen } from './classwork-screen';

/** Graded, due in 2030, shown to students already. */
const worksheet = piece();

/** Not graded, and not shown to students until later. */
const journal = piece({
  _id: 'cw-2',
  subjectID: 'sub-sci',
  subject: 'Science',
  section: 'Bonifacio',
  title: 'Plant journal',
  points: 10,
  dueAt: '2030-12-20T09:00:00Z',
  lateAccepted: false,
  category: null,
  assessmentID: null,
  appearsAt: '2030-12-14T00:00:00Z',
});

const classes: ClassChoices = {
  list: [
    { value: 'sub-math', label: 'Mathematics · Grade 7 - Rizal' },
    { value: 'sub-sci', label: 'Science · Grade 7 - Bonifacio' },
  ],
  load: { isError: false, isFetching: false, refetch: () => undefined },
};

/** The answer key attached to the worksheet. */
const answerKey: ClassworkFile = { _id: 'f-1', file: '/api/files/subjects/key.pdf', name: 'Answer key.pdf' };

type Answer = Response | undefined;

/**
 * A teacher's classwork calls over `start`: posting adds pieces, saving changes one, deleting
 * takes one away, an upload stores a file that attaching adds to a piece and removing takes off,
 * like the server; `refuse` answers a call instead when it gives an answer.
 */
function classworkServer(start: Assignment[], refuse: (path: string, body: Record<string, unknown>) => Answer = () => undefined) {
  let classwork = [...start];
  const uploads = new Map<string, string>();
  return mockFetch((path, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const refusal = refuse(path, body);
    if (refusal) return refusal;
    switch (`${init.method ?? 'GET'} ${path}`) {
      case 'POST /api/subjectUpload': {
        const file = (init.body as FormData).get('file') as File;
        const stored = `/api/files/subjects/upload-${uploads.size + 1}.pdf`;
        uploads.set(stored, file.name);
        return jsonResponse(200, stored);
      }
      case 'POST /api/teachers/attach-classwork-file': {
        const attached = { _id: `f-new-${uploads.size}`, file: String(body.attachedFile), name: uploads.get(String(body.attachedFile))! };
        classwork = classwork.map((each) => (each._id === body.assignmentID ? { ...each, files: [...each.files, attached] } : each));
        return jsonResponse(201, classwork.find((each) => each._id === body.assignmentID));
      }
      case 'POST /api/teachers/delete-classwork-file':
        classwork = classwork.map((each) => ({ ...each, files: each.files.filter((file) => file._id !== body.id) }));
        return jsonResponse(200, { message: 'File deleted.' });
      case 'GET /api/teachers/classwork':
        return jsonResponse(200, { classwork });
      case 'POST /api/teachers/classwork': {
        const { subjectIDs, ...content } = body as { subjectIDs: string[] } & Partial<Assignment>;
        const posted = subjectIDs.map((subjectID, index) => ({
          ...worksheet,
          ...content,
          _id: `new-${index}`,
          subjectID,
          category: content.category || null,
        }));
        classwork = [...classwork, ...posted];
        return jsonResponse(201, { classwork: posted });
      }
      case 'POST /api/teachers/update-classwork': {
        const saved = { ...classwork.find((each) => each._id === body.id)!, ...body } as Assignment;
        classwork = classwork.map((each) => (each._id === saved._id ? saved : each));
        return jsonResponse(200, saved);
      }
      case 'POST /api/teachers/delete-classwork':
        classwork = classwork.filter((each) => each._id !== body.id);
        return jsonResponse(200, { message: 'Classwork deleted.' });
      default:
        return jsonResponse(404, { message: `unexpected ${path}` });
    }
  });
}

function renderScreen() {
  const reviewAddress = (assignment: Assignment) => `/teacher/classwork/${assignment._id}`;
  return renderAtAddress(<ClassworkScreen title="Classwork" classes={classes} reviewAddress={reviewAddress} />, '/teacher/classwork');
}

const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr')!;
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('Classwork (teacher)', () => {
  it('lists the classwork with its class, due time, points and gradebook category', async () => {
    classworkServer([worksheet, journal]);
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Classwork' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Classwork' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Title', 'Class', 'Due', 'Points', 'Graded as', 'Files', 'Actions']);

    const first = within(rowOf('Fractions worksheet'));
    expect(first.getByText('Mathematics · Grade 7 - Rizal')).toBeInTheDocument();
    expect(first.getByText(/^Wed, Dec 11, 2030, \d+:00 [AP]M$/)).toBeInTheDocument();
    expect(first.getByText('20')).toBeInTheDocument();
    expect(first.getByText('Written Works')).toBeInTheDocument();
    expect(first.queryByText(/^Appears /)).toBeNull();

    const second = within(rowOf('Plant journal'));
    expect(second.getByText('Science · Grade 7 - Bonifacio')).toBeInTheDocument();
    expect(second.getByText('Not graded')).toBeInTheDocument();
    expect(second.getByText(/^Appears (Fri|Sat), Dec 1[34], 2030, /)).toBeInTheDocument();
  });

  it("leads from each piece to the review of its work, named for screen readers", async () => {
    classworkServer([worksheet, journal]);
    const { user, router } = renderScreen();

    await screen.findByRole('table', { name: 'Classwork' });
    const review = within(rowOf('Fractions worksheet')).getByRole('link', { name: 'Review work on Fractions worksheet' });
    expect(review).toHaveTextContent('Review work');
    expect(review).toHaveAttribute('href', '/teacher/classwork/cw-1');
    expect(within(rowOf('Plant journal')).getByRole('link', { name: 'Review work on Plant journal' })).toHaveAttribute(
      'href',
      '/teacher/classwork/cw-2',
    );
    // The other actions stay.
    for (const action of ['Files', 'Edit', 'Delete']) {
      expect(within(rowOf('Fractions worksheet')).getByRole('button', { name: action })).toBeInTheDocument();
    }

    await user.click(review);
    expect(router.state.location.pathname).toBe('/teacher/classwork/cw-1');
  });

  it("says 'No classwork yet.' when there is none", async () => {
    classworkServer([]);
    renderScreen();

    expect(await screen.findByText('No classwork yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Post classwork' })).toBeInTheDocument();
  });

  it('posts graded classwork to the classes chosen, says so and lists it', async () => {
    const fetchMock = classworkServer([]);
    const { user } = renderScreen();
    await screen.findByText('No classwork yet.');

    await user.click(screen.getByRole('button', { name: 'Post classwork' }));
    const form = within(await dialog('Post classwork'));
    await user.click(form.getByRole('textbox', { name: 'Classes' }));
    await user.click(await screen.findByRole('option', { name: 'Mathematics · Grade 7 - Rizal' }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Chapter 3 quiz');
    await user.type(form.getByRole('textbox', { name: 'Instructions' }), 'Answer every item.');
    const points = form.getByRole('textbox', { name: 'Points' });
    await user.clear(points);
    await user.type(points, '30');
    fireEvent.change(form.getByLabelText(/^Due/), { target: { value: '2030-12-11T17:00' } });
    expect(form.getByLabelText('Show to students from')).toHaveAccessibleDescription('Leave empty to show it now');
    expect(form.getByRole('switch', { name: 'Accept late work' })).toBeChecked();
    await user.click(form.getByRole('textbox', { name: 'Gradebook' }));
    await user.click(await screen.findByRole('option', { name: 'Written Works' }));
    await user.click(form.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Classwork posted.')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/teachers/classwork')).toEqual({
      subjectIDs: ['sub-math'],
      title: 'Chapter 3 quiz',
      instructions: '<p>Answer every item.</p>',
      points: 30,
      dueAt: new Date('2030-12-11T17:00').toISOString(),
      lateAccepted: true,
      category: 'WW',
      appearsAt: '',
    });
    expect(await screen.findByRole('rowheader', { name: 'Chapter 3 quiz' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Post classwork' })).toBeNull());
  });

  it('says beside the fields what is missing, and sends nothing', async () => {
    const fetchMock = classworkServer([]);
    const { user } = renderScreen();
    await screen.findByText('No classwork yet.');

    await user.click(screen.getByRole('button', { name: 'Post classwork' }));
    const form = within(await dialog('Post classwork'));
    await user.clear(form.getByRole('textbox', { name: 'Points' }));
    await user.type(form.getByRole('textbox', { name: 'Points' }), '1001');
    await user.click(form.getByRole('button', { name: 'Post' }));

    expect(form.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Enter the title.');
    expect(form.getByRole('textbox', { name: 'Points' })).toHaveAccessibleDescription('Enter whole points from 1 to 1000.');
    expect(form.getByLabelText(/^Due/)).toHaveAccessibleDescription('Choose a due date and time.');
    expect(form.getByText('Choose at least one class.')).toBeInTheDocument();
    expect(form.getByText('Write the instructions.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path, init]) => path === '/api/teachers/classwork' && init?.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal beside its field", async () => {
    const dueRefused = 'Graded classwork is due within a term of the school year.';
    classworkServer([worksheet], (path) =>
      path === '/api/teachers/update-classwork'
        ? jsonResponse(400, { message: 'Check the classwork.', errors: { dueAt: dueRefused } })
        : undefined,
    );
    const { user } = renderScreen();

    await user.click(within(await screen.findByRole('table', { name: 'Classwork' })).getByRole('button', { name: 'Edit' }));
    const form = within(await dialog('Edit classwork'));
    await user.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(form.getByLabelText(/^Due/)).toHaveAccessibleDescription(dueRefused));
    expect(form.getByLabelText(/^Due/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Classwork saved.')).toBeNull();
  });

  it('edits a piece in the same form, filled in, without the classes', async () => {
    const fetchMock = classworkServer([worksheet, journal]);
    const { user } = renderScreen();

    await screen.findByRole('table', { name: 'Classwork' });
    await user.click(within(rowOf('Fractions worksheet')).getByRole('button', { name: 'Edit' }));
    const form = within(await dialog('Edit classwork'));
    expect(form.queryByRole('textbox', { name: 'Classes' })).toBeNull();
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('Fractions worksheet');
    expect(form.getByRole('textbox', { name: 'Instructions' })).toHaveTextContent('Answer items 1 to 10.');
    expect(form.getByRole('textbox', { name: 'Points' })).toHaveValue('20');
    expect(new Date((form.getByLabelText(/^Due/) as HTMLInputElement).value).toISOString()).toBe('2030-12-11T09:00:00.000Z');
    expect(new Date((form.getByLabelText('Show to students from') as HTMLInputElement).value).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(form.getByRole('switch', { name: 'Accept late work' })).toBeChecked();
    expect(form.getByRole('textbox', { name: 'Gradebook' })).toHaveValue('Written Works');

    const title = form.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Fractions worksheet (revised)');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Classwork saved.')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/teachers/update-classwork')).toEqual({
      id: 'cw-1',
      title: 'Fractions worksheet (revised)',
      instructions: '<p>Answer items 1 to 10.</p>',
      points: 20,
      dueAt: '2030-12-11T09:00:00.000Z',
      lateAccepted: true,
      category: 'WW',
      appearsAt: '2026-12-01T00:00:00.000Z',
    });
    expect(await screen.findByRole('rowheader', { name: 'Fractions worksheet (revised)' })).toBeInTheDocument();
  });

  it('asks before deleting, naming the piece and its gradebook scores, then deletes it by id', async () => {
    const fetchMock = classworkServer([worksheet, journal]);
    const { user } = renderScreen();
    await screen.findByRole('table', { name: 'Classwork' });

    await user.click(within(rowOf('Fractions worksheet')).getByRole('button', { name: 'Delete' }));
    let question = within(await dialog('Delete classwork?'));
    expect(question.getByText(/“Fractions worksheet” is deleted from Mathematics · Grade 7 - Rizal/)).toHaveTextContent(
      /scores/,
    );
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete classwork?' })).toBeNull());
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/teachers/delete-classwork')).toBe(false);

    // Not graded: nothing is said of the gradebook.
    await user.click(within(rowOf('Plant journal')).getByRole('button', { name: 'Delete' }));
    question = within(await dialog('Delete classwork?'));
    expect(question.getByText(/“Plant journal”/)).not.toHaveTextContent(/gradebook/);
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete classwork?' })).toBeNull());

    await user.click(within(rowOf('Fractions worksheet')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await dialog('Delete classwork?')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Classwork deleted.')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/teachers/delete-classwork')).toEqual({ id: 'cw-1' });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Fractions worksheet' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: /^Plant journal/ })).toBeInTheDocument();
  });

  it('counts the files of each piece in the table', async () => {
    classworkServer([{ ...worksheet, files: [answerKey] }, journal]);
    renderScreen();

    await screen.findByRole('table', { name: 'Classwork' });
    const cells = (title: string) => within(rowOf(title)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('Fractions worksheet')).toContain('1');
    expect(cells('Plant journal')).toContain('0');
  });

  it('attaches a file: uploads it, attaches the stored path to the piece, and lists it as a link', async () => {
    const fetchMock = classworkServer([worksheet, journal]);
    const { user } = renderScreen();
    await screen.findByRole('table', { name: 'Classwork' });

    await user.click(within(rowOf('Fractions worksheet')).getByRole('button', { name: 'Files' }));
    const files = await dialog('Files of “Fractions worksheet”');
    expect(within(files).getByText('No files yet.')).toBeInTheDocument();
    expect(within(files).getByText(/The students of Mathematics · Grade 7 - Rizal see these files/)).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'Attach file' })).toBeInTheDocument();
    await user.upload(files.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['%PDF'], 'Quiz 1.pdf', { type: 'application/pdf' }));

    const link = await within(files).findByRole('link', { name: 'Quiz 1.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/subjects/upload-1.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const calls = fetchMock.mock.calls.map(([path]) => path).filter((path) => path !== '/api/teachers/classwork');
    expect(calls).toEqual(['/api/subjectUpload', '/api/teachers/attach-classwork-file']);
    const upload = fetchMock.mock.calls.find(([path]) => path === '/api/subjectUpload')!;
    expect(((upload[1]?.body as FormData).get('file') as File).name).toBe('Quiz 1.pdf');
    expect(sentTo(fetchMock, '/api/teachers/attach-classwork-file')).toEqual({
      assignmentID: 'cw-1',
      attachedFile: '/api/files/subjects/upload-1.pdf',
    });
    expect(within(files).queryByText('No files yet.')).toBeNull();
    expect(within(files).queryByRole('alert')).toBeNull();
    // The table counts it too, once the list is back.
    await waitFor(() => expect(within(rowOf('Fractions worksheet')).getAllByRole('cell').map((cell) => cell.textContent)).toContain('1'));
  });

  it("shows why an upload was refused, in the dialog, and attaches nothing", async () => {
    const fetchMock = classworkServer([worksheet], (path) =>
      path === '/api/subjectUpload' ? jsonResponse(415, { message: FILE_TYPE_ALERT }) : undefined,
    );
    const { user } = renderScreen();
    await screen.findByRole('table', { name: 'Classwork' });

    await user.click(within(rowOf('Fractions worksheet')).getByRole('button', { name: 'Files' }));
    const files = await dialog('Files of “Fractions worksheet”');
    await user.upload(files.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['MZ'], 'tool.pdf', { type: 'application/pdf' }));

    expect(await within(files).findByRole('alert')).toHaveTextContent(FILE_TYPE_ALERT);
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/teachers/attach-classwork-file')).toBe(false);
    expect(within(files).getByText('No files yet.')).toBeInTheDocument();
  });

  it('asks before removing a file, then removes it by its id and says so', async () => {
    const fetchMock = classworkServer([{ ...worksheet, files: [answerKey] }]);
    const { user } = renderScreen();
    await screen.findByRole('table', { name: 'Classwork' });

    await user.click(within(rowOf('Fractions worksheet')).getByRole('button', { name: 'Files' }));
    const files = await dialog('Files of “Fractions worksheet”');
    const link = within(files).getByRole('link', { name: 'Answer key.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/subjects/key.pdf');

    await user.click(within(files).getByRole('button', { name: 'Remove Answer key.pdf' }));
    let question = within(await dialog('Remove “Answer key.pdf”?'));
    expect(question.getByText(/no longer see it with “Fractions worksheet”/)).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove “Answer key.pdf”?' })).toBeNull());
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/teachers/delete-classwork-file')).toBe(false);
    expect(within(files).getByRole('link', { name: 'Answer key.pdf' })).toBeInTheDocument();

    await user.click(within(files).getByRole('button', { name: 'Remove Answer key.pdf' }));
    question = within(await dialog('Remove “Answer key.pdf”?'));
    await user.click(question.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('File deleted.')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/teachers/delete-classwork-file')).toEqual({ id: 'f-1' });
    expect(await within(files).findByText('No files yet.')).toBeInTheDocument();
    expect(within(files).queryByRole('link')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove “Answer key.pdf”?' })).toBeNull());
  });

  it('says the files go with a piece deleted', async () => {
    classworkServer([{ ...worksheet, files: [answerKey] }]);
    const { user } = renderScreen();
    await screen.findByRole('table', { name: 'Classwork' });

    await user.click(within(rowOf('Fractions worksheet')).getByRole('button', { name: 'Delete' }));
    const question = within(await dialog('Delete classwork?'));
    expect(question.getByText(/“Fractions worksheet” is deleted/)).toHaveTextContent('Its 1 file is deleted with it.');
  });

  it('shows twenty pieces a page, and turns to the page of a piece just posted', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      ...journal,
      _id: `cw-${index + 10}`,
      title: `Reading ${index + 1}`,
    }));
    classworkServer(many);
    const { user } = renderScreen();

    const table = await screen.findByRole('table', { name: 'Classwork' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Post classwork' }));
    const form = within(await dialog('Post classwork'));
    await user.click(form.getByRole('textbox', { name: 'Classes' }));
    await user.click(await screen.findByRole('option', { name: 'Mathematics · Grade 7 - Rizal' }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Chapter 3 quiz');
    await user.type(form.getByRole('textbox', { name: 'Instructions' }), 'Answer every item.');
    fireEvent.change(form.getByLabelText(/^Due/), { target: { value: '2030-12-11T17:00' } });
    await user.click(form.getByRole('button', { name: 'Post' }));

    // Listed 26th (the server's order): on the second page, which shows.
    expect(await screen.findByRole('rowheader', { name: 'Chapter 3 quiz' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2', current: 'page' })).toBeInTheDocument();
  });
});
