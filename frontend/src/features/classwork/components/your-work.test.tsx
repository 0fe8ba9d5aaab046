import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudentClassworkView } from '@/types/wire';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { piece } from '../testing/classwork';
import type { Assignment, Work } from '../types';
import { NO_WORK } from '../utils/work';
import { MyClassworkScreen } from './my-classwork-screen';

const worksheet = piece({ instructions: '<p>Answer every item.</p>', work: NO_WORK });

/** Past due, late work taken. */
const poem: Assignment = {
  ...worksheet,
  _id: 'cw-2',
  subject: 'English',
  title: 'Poem reading',
  dueAt: '2025-11-20T09:00:00Z',
};

/** Past due, no late work. */
const essay: Assignment = { ...poem, _id: 'cw-3', title: 'Book report', lateAccepted: false };

const returnedWork: Work = {
  ...NO_WORK,
  status: 'returned',
  answer: 'Mitochondria make energy.',
  files: [{ _id: 'wf-9', file: '/api/files/work/cell.jpg', name: 'cell.jpg' }],
  turnedInAt: '2026-11-02T01:00:00Z',
  returnedAt: '2026-11-05T01:00:00Z',
  score: 18,
  comment: 'Well explained.\nLabel the diagram next time.',
};

const cells: Assignment = {
  ...worksheet,
  _id: 'cw-4',
  subject: 'Science',
  title: 'Cell diagram',
  dueAt: '2026-11-03T09:00:00Z',
  work: returnedWork,
};

/**
 * A student's server keeping their classwork as the real one does: files added, work turned in
 * (moved to 'Done'), taken back (to 'To do'). `refuse` answers a call instead, when it gives one.
 */
function workServer(start: StudentClassworkView, refuse: (path: string) => Response | null = () => null) {
  const lists: StudentClassworkView = structuredClone(start);
  const find = (id: string) => [...lists.todo, ...lists.missing, ...lists.done].find((piece) => piece._id === id);
  const move = (piece: Assignment, to: keyof StudentClassworkView) => {
    for (const list of ['todo', 'missing', 'done'] as const) lists[list] = lists[list].filter((each) => each !== piece);
    lists[to] = [...lists[to], piece];
  };
  let added = 0;
  return mockFetch((path, init) => {
    const refused = refuse(path);
    if (refused) return refused;
    if (path === '/api/students/classwork') return jsonResponse(200, lists);
    if (path.startsWith('/api/students/work-file?')) {
      const piece = find(new URLSearchParams(path.split('?')[1]).get('assignmentID') ?? '');
      const file = (init.body as FormData).get('file') as File;
      if (!piece?.work) return jsonResponse(404, { message: 'This classwork no longer exists.' });
      added += 1;
      piece.work.files = [...piece.work.files, { _id: `wf-${added}`, file: `/api/files/work/${added}.pdf`, name: file.name }];
      return jsonResponse(201, piece);
    }
    const body = JSON.parse(String(init.body ?? '{}')) as { assignmentID: string; answer?: string; fileID?: string };
    const piece = find(body.assignmentID);
    if (!piece?.work) return jsonResponse(404, { message: 'This classwork no longer exists.' });
    if (path === '/api/students/remove-work-file') {
      piece.work.files = piece.work.files.filter((file) => file._id !== body.fileID);
      return jsonResponse(200, piece);
    }
    if (path === '/api/students/turn-in') {
      piece.work = { ...piece.work, status: 'turnedIn', answer: body.answer ?? '', turnedInAt: new Date().toISOString() };
      move(piece, 'done');
      return jsonResponse(200, piece);
    }
    if (path === '/api/students/unsubmit') {
      piece.work = { ...piece.work, status: 'assigned', turnedInAt: null };
      move(piece, 'todo');
      return jsonResponse(200, piece);
    }
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

const cardIn = async (part: string, title: string) =>
  within(await within(await screen.findByRole('region', { name: part })).findByRole('article', { name: title }));

const workOf = (card: ReturnType<typeof within>) => within(card.getByRole('group', { name: 'Your work' }));

/** The card's hidden file input behind 'Add file' (the other one is 'Take photo', with `capture`). */
function fileInputOf(title: string, photo = false): HTMLInputElement {
  const card = screen.getByRole('article', { name: title });
  const input = card.querySelector<HTMLInputElement>(`input[type="file"]${photo ? '[capture]' : ':not([capture])'}`);
  if (!input) throw new Error(`no file input in "${title}"`);
  return input;
}

const sheet = () => new File(['%PDF-1.4\n'], 'My answers.pdf', { type: 'application/pdf' });

describe('Your work (student)', () => {
  it("shows 'To do', 'Missing' and 'Done', each piece with where its work stands", async () => {
    workServer({ todo: [worksheet], missing: [poem, essay], done: [cells] });
    renderWithProviders(<MyClassworkScreen title="Classwork" />);

    const todo = workOf(await cardIn('To do', 'Fractions worksheet'));
    expect(todo.getByText('Assigned')).toBeInTheDocument();
    expect(todo.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    expect(todo.getByRole('button', { name: 'Add file' })).toBeInTheDocument();
    expect(todo.getByRole('button', { name: 'Take photo' })).toBeInTheDocument();
    expect(todo.getByRole('button', { name: 'Turn in' })).toBeInTheDocument();

    // Past due with late work taken: still handed in, late.
    const poemWork = workOf(await cardIn('Missing', 'Poem reading'));
    expect(poemWork.getByText('Missing')).toBeInTheDocument();
    expect(poemWork.getByRole('button', { name: 'Turn in late' })).toBeInTheDocument();

    // Past due with no late work: nothing to press.
    const essayWork = workOf(await cardIn('Missing', 'Book report'));
    expect(essayWork.getByText('This classwork no longer takes work.')).toBeInTheDocument();
    expect(essayWork.queryByRole('button')).toBeNull();
    expect(essayWork.queryByRole('textbox')).toBeNull();

    const done = workOf(await cardIn('Done', 'Cell diagram'));
    expect(done.getByText('Returned')).toBeInTheDocument();
    expect(screen.queryByText('Nothing turned in yet.')).toBeNull();
  });

  it("says 'Nothing turned in yet.' under 'Done' when nothing is", async () => {
    workServer({ todo: [worksheet], missing: [], done: [] });
    renderWithProviders(<MyClassworkScreen title="Classwork" />);

    expect(await within(await screen.findByRole('region', { name: 'Done' })).findByText('Nothing turned in yet.')).toBeInTheDocument();
  });

  it('adds a file to the work through the upload call of the piece, and lists it with its Remove button', async () => {
    const fetchMock = workServer({ todo: [worksheet], missing: [], done: [] });
    const { user } = renderWithProviders(<MyClassworkScreen title="Classwork" />);
    await cardIn('To do', 'Fractions worksheet');

    await user.upload(fileInputOf('Fractions worksheet'), sheet());

    const work = workOf(await cardIn('To do', 'Fractions worksheet'));
    const link = await work.findByRole('link', { name: 'My answers.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/work/1.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    const files = within(work.getByRole('list', { name: 'Your files' }));
    expect(files.getByRole('button', { name: 'Remove My answers.pdf' })).toBeInTheDocument();
    const upload = fetchMock.mock.calls.find(([path]) => String(path).startsWith('/api/students/work-file'));
    expect(upload?.[0]).toBe('/api/students/work-file?assignmentID=cw-1');
    expect(upload?.[1]?.method).toBe('POST');
    expect(((upload?.[1]?.body as FormData).get('file') as File).name).toBe('My answers.pdf');
  });

  it('removes a file of the work at once, while it is not turned in', async () => {
    const drafted: Assignment = {
      ...worksheet,
      work: { ...NO_WORK, files: [{ _id: 'wf-7', file: '/api/files/work/7.pdf', name: 'Draft.pdf' }] },
    };
    const fetchMock = workServer({ todo: [drafted], missing: [], done: [] });
    const { user } = renderWithProviders(<MyClassworkScreen title="Classwork" />);
    const work = workOf(await cardIn('To do', 'Fractions worksheet'));

    await user.click(work.getByRole('button', { name: 'Remove Draft.pdf' }));

    await waitFor(() => expect(work.queryByRole('link', { name: 'Draft.pdf' })).toBeNull());
    const removal = fetchMock.mock.calls.find(([path]) => path === '/api/students/remove-work-file');
    expect(JSON.parse(String(removal?.[1]?.body))).toEqual({ assignmentID: 'cw-1', fileID: 'wf-7' });
  });

  it("takes a photo through the camera's file input", async () => {
    const fetchMock = workServer({ todo: [worksheet], missing: [], done: [] });
    const { user } = renderWithProviders(<MyClassworkScreen title="Classwork" />);
    await cardIn('To do', 'Fractions worksheet');

    const camera = fileInputOf('Fractions worksheet', true);
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    await user.upload(camera, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'photo.jpg', { type: 'image/jpeg' }));

    expect(await screen.findByRole('link', { name: 'photo.jpg' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/students/work-file?assignmentID=cw-1')).toBe(true);
  });

  it("shows why the server refused a file, in the card", async () => {
    const refusal = 'Hand in a photo (JPEG, PNG or WebP), a PDF, or a Word, Excel or PowerPoint file.';
    workServer({ todo: [worksheet], missing: [], done: [] }, (path) =>
      path.startsWith('/api/students/work-file') ? jsonResponse(415, { message: refusal }) : null,
    );
    const { user } = renderWithProviders(<MyClassworkScreen title="Classwork" />);
    await cardIn('To do', 'Fractions worksheet');

    await user.upload(fileInputOf('Fractions worksheet'), sheet());

    const card = await cardIn('To do', 'Fractions worksheet');
    expect(await card.findByRole('alert')).toHaveTextContent(refusal);
    expect(card.queryByRole('list', { name: 'Your files' })).toBeNull();
  });

  it("says beside 'Your answer' that an empty answer without files cannot be turned in", async () => {
    const fetchMock = workServer({ todo: [worksheet], missing: [], done: [] });
    const { user } = renderWithProviders(<MyClassworkScreen title="Classwork" />);
    const work = workOf(await cardIn('To do', 'Fractions worksheet'));

    await user.click(work.getByRole('button', { name: 'Turn in' }));

    const answer = work.getByRole('textbox', { name: 'Your answer' });
    expect(await work.findByText('Add a file or write your answer before turning it in.')).toBeInTheDocument();
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription('Add a file or write your answer before turning it in.');
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/students/turn-in')).toBe(false);
  });

  it("shows the server's refusal of the answer beside it", async () => {
    const message = 'Add a file or write your answer before turning it in.';
    workServer({ todo: [worksheet], missing: [], done: [] }, (path) =>
      path === '/api/students/turn-in' ? jsonResponse(400, { message, errors: { answer: message } }) : null,
    );
    const { user } = renderWithProviders(<MyClassworkScreen title="Classwork" />);
    const work = workOf(await cardIn('To do', 'Fractions worksheet'));

    await user.type(work.getByRole('textbox', { name: 'Your answer' }), 'Half of 3/4 is 3/8.');
    await user.click(work.getByRole('button', { name: 'Turn in' }));

    expect(await work.findByText(message)).toBeInTheDocument();
    expect(work.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(message);
    expect(work.queryByRole('alert')).toBeNull();
  });

  it("turns the work in, which moves it to 'Done', then takes it back to 'To do'", async () => {
    const fetchMock = workServer({ todo: [worksheet], missing: [], done: [] });
    const { user } = renderWithProviders(<MyClassworkScreen title="Classwork" />);
    const draft = workOf(await cardIn('To do', 'Fractions worksheet'));

    await user.type(draft.getByRole('textbox', { name: 'Your answer' }), 'Half of 3/4 is 3/8.');
    await user.click(draft.getByRole('button', { name: 'Turn in' }));

    const done = workOf(await cardIn('Done', 'Fractions worksheet'));
    expect(done.getByText('Turned in')).toBeInTheDocument();
    expect(done.getByText(/^Turned in \w{3}, \w{3} \d+/)).toBeInTheDocument();
    expect(done.getByText('Half of 3/4 is 3/8.')).toBeInTheDocument();
    expect(done.queryByRole('textbox')).toBeNull();
    expect(done.queryByRole('button', { name: 'Add file' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'To do' })).getByText('Nothing to do.')).toBeInTheDocument();
    const turnIn = fetchMock.mock.calls.find(([path]) => path === '/api/students/turn-in');
    expect(JSON.parse(String(turnIn?.[1]?.body))).toEqual({ assignmentID: 'cw-1', answer: 'Half of 3/4 is 3/8.' });

    await user.click(done.getByRole('button', { name: 'Unsubmit' }));

    const again = workOf(await cardIn('To do', 'Fractions worksheet'));
    expect(again.getByText('Assigned')).toBeInTheDocument();
    expect(again.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Half of 3/4 is 3/8.');
    expect(again.getByRole('button', { name: 'Turn in' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Done' })).getByText('Nothing turned in yet.')).toBeInTheDocument();
  });

  it('shows late work as turned in late, with no Unsubmit past the due time', async () => {
    const late: Assignment = {
      ...poem,
      work: { ...NO_WORK, status: 'turnedIn', answer: 'Read aloud.', turnedInAt: '2025-11-21T01:00:00Z', late: true },
    };
    workServer({ todo: [], missing: [], done: [late] });
    renderWithProviders(<MyClassworkScreen title="Classwork" />);

    const work = workOf(await cardIn('Done', 'Poem reading'));
    expect(work.getByText('Turned in late')).toBeInTheDocument();
    expect(work.queryByRole('button', { name: 'Unsubmit' })).toBeNull();
  });

  it("shows returned work's score out of the points and the teacher's comment", async () => {
    workServer({ todo: [], missing: [], done: [cells] });
    renderWithProviders(<MyClassworkScreen title="Classwork" />);

    const work = workOf(await cardIn('Done', 'Cell diagram'));
    expect(work.getByText('Returned')).toBeInTheDocument();
    expect(work.getByText('18 / 20')).toBeInTheDocument();
    expect(work.getByRole('heading', { name: 'Comment from your teacher' })).toBeInTheDocument();
    expect(work.getByText(/^Well explained\.\s+Label the diagram next time\.$/)).toBeInTheDocument();
    expect(work.getByText('Mitochondria make energy.')).toBeInTheDocument();
    expect(work.getByRole('link', { name: 'cell.jpg' })).toHaveAttribute('href', '/api/files/work/cell.jpg');
    // Returned work no longer changes.
    expect(work.queryByRole('button')).toBeNull();
  });
});
