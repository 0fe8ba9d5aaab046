import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { piece, work } from '../testing/classwork';
import { ChildClassworkScreen } from './child-classwork-screen';

const CHILD = 's-1';
const PATH = `/api/guardians/children/${CHILD}/classwork`;

/** The piece's own file: the class's, which a guardian may not open. */
const handout = { _id: 'f-1', file: 'uploads/classwork/handout.pdf', name: 'Handout.pdf' };
/** The child's own work file. */
const photo = { _id: 'f-2', file: 'uploads/work/juan-photo.jpg', name: 'Juan photo.jpg' };

const worksheet = piece({ instructions: '<p>Answer <strong>every</strong> item.</p>', files: [handout] });

const mapQuiz = piece({
  _id: 'cw-2',
  subjectID: 'sub-ap',
  subject: 'Araling Panlipunan',
  title: 'Map quiz',
  instructions: '<p>Name the regions.</p>',
  points: 10,
  dueAt: '2025-11-20T09:00:00Z',
  files: [],
  work: work(),
});

const essay = piece({
  _id: 'cw-3',
  subjectID: 'sub-eng',
  subject: 'English',
  title: 'Book report',
  instructions: '<p>One page.</p>',
  points: 25,
  dueAt: '2025-11-10T09:00:00Z',
  files: [handout],
  work: work({
    status: 'returned',
    answer: 'My report is in the photo.',
    files: [photo],
    turnedInAt: '2025-11-09T09:00:00Z',
    returnedAt: '2025-11-12T09:00:00Z',
    score: 22,
    comment: 'Good summary.\nWatch your spelling.',
  }),
});

const poem = piece({
  _id: 'cw-4',
  subjectID: 'sub-fil',
  subject: 'Filipino',
  title: 'Poem',
  points: 5,
  dueAt: '2025-11-05T09:00:00Z',
  files: [],
  work: work({ status: 'turnedIn', turnedInAt: '2025-11-06T09:00:00Z', late: true, files: [] , answer: 'Ang tula ko.' }),
});

function serve(answer: () => Response) {
  return mockFetch((path) => (path === PATH ? answer() : jsonResponse(404, { message: `unexpected ${path}` })));
}

function renderScreen() {
  return renderWithProviders(<ChildClassworkScreen studentID={CHILD} childName="Juan" title="Classwork" />);
}

describe('Classwork (guardian)', () => {
  it("shows 'Missing' first, then 'To do' and 'Done', each piece with the child's work", async () => {
    const fetchMock = serve(() => jsonResponse(200, { todo: [worksheet], missing: [mapQuiz], done: [essay, poem] }));
    renderScreen();

    expect(screen.getByRole('heading', { name: 'Classwork' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Missing' });
    expect(fetchMock).toHaveBeenCalledWith(PATH, expect.anything());
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Missing', 'To do', 'Done']);

    const missing = within(within(screen.getByRole('region', { name: 'Missing' })).getByRole('article', { name: 'Map quiz' }));
    expect(missing.getByText('Araling Panlipunan')).toBeInTheDocument();
    expect(missing.getByText(/^Due Thu, Nov 20, 2025, \d+:00 [AP]M$/)).toBeInTheDocument();
    expect(missing.getByText('10 points')).toBeInTheDocument();
    expect(missing.getByText('Name the regions.')).toBeInTheDocument();
    const missingWork = within(missing.getByRole('group', { name: "Juan's work" }));
    expect(missingWork.getByText('Missing')).toBeInTheDocument();
    expect(missingWork.getByText('Not turned in yet.')).toBeInTheDocument();

    const todo = within(within(screen.getByRole('region', { name: 'To do' })).getByRole('article', { name: 'Fractions worksheet' }));
    expect(todo.getByText('Mathematics')).toBeInTheDocument();
    expect(todo.getByText('20 points')).toBeInTheDocument();
    expect(todo.getByText('every', { selector: 'strong' })).toBeInTheDocument();
    expect(within(todo.getByRole('group', { name: "Juan's work" })).getByText('Assigned')).toBeInTheDocument();

    const done = within(screen.getByRole('region', { name: 'Done' }));
    const report = within(done.getByRole('article', { name: 'Book report' }));
    const reportWork = within(report.getByRole('group', { name: "Juan's work" }));
    expect(reportWork.getByText('Returned')).toBeInTheDocument();
    expect(reportWork.getByText('22 / 25')).toBeInTheDocument();
    expect(reportWork.getByRole('heading', { name: 'Comment from the teacher' })).toBeInTheDocument();
    expect(reportWork.getByText(/^Good summary\.\s+Watch your spelling\.$/)).toBeInTheDocument();
    expect(reportWork.getByText('My report is in the photo.')).toBeInTheDocument();
    const late = within(within(done.getByRole('article', { name: 'Poem' })).getByRole('group', { name: "Juan's work" }));
    expect(late.getByText('Turned in late')).toBeInTheDocument();
    expect(late.getByText('Ang tula ko.')).toBeInTheDocument();
    // Not returned yet: no score and no comment.
    expect(late.queryByText(/ \/ 5$/)).toBeNull();
    expect(late.queryByText('Comment from the teacher')).toBeNull();

    // No button that changes the work: the screen is read only.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("links the child's work files and none of the piece's own files", async () => {
    serve(() => jsonResponse(200, { todo: [worksheet], missing: [], done: [essay] }));
    renderScreen();

    const report = within(await screen.findByRole('article', { name: 'Book report' }));
    const files = within(report.getByRole('list', { name: "Juan's files" }));
    expect(files.getByRole('link', { name: 'Juan photo.jpg' })).toHaveAttribute('href', '/uploads/work/juan-photo.jpg');

    expect(screen.queryByRole('link', { name: 'Handout.pdf' })).toBeNull();
    expect(screen.queryByText('Handout.pdf')).toBeNull();
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('href', expect.stringContaining('handout'));
  });

  it('says when each part holds nothing', async () => {
    serve(() => jsonResponse(200, { todo: [], missing: [], done: [] }));
    renderScreen();

    expect(await within(await screen.findByRole('region', { name: 'Missing' })).findByText('Nothing missing.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'To do' })).getByText('Nothing to do.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Done' })).getByText('Nothing turned in yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("says when the classwork could not be loaded, and 'Try again' loads it", async () => {
    let fail = true;
    serve(() => (fail ? jsonResponse(500, { message: 'Something went wrong.' }) : jsonResponse(200, { todo: [worksheet], missing: [], done: [] })));
    const { user } = renderScreen();

    expect(screen.getByRole('status', { name: "Loading Juan's classwork" })).toBeInTheDocument();
    expect(await screen.findByText("Juan's classwork could not be loaded.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Fractions worksheet' })).toBeInTheDocument();
  });
});
