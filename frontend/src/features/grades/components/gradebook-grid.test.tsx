import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDetachedAddress } from '@/lib/screen-address';
import { deferred, jsonResponse, mockFetch, renderAtAddress, renderWithProviders } from '@/testing/test-utils';
import { gradebook, gradeOf, MY_SUBJECTS } from '../testing/gradebook';
import { useGradesViewStore } from '../stores/grades-view-store';
import type { Gradebook, MySubjectsAnswer, SavedScore } from '../types';
import { GradebookScreen } from './gradebook-screen';

interface ScoreBody {
  assessmentID: string;
  studentID: string;
  score: string;
}

/**
 * A server with one gradebook. Each score is answered by `onScore` (by default: kept, with a
 * term grade of 80 + the score).
 */
function server(book: Gradebook, onScore?: (body: ScoreBody) => Response | Promise<Response>) {
  let current = book;
  const saves: ScoreBody[] = [];
  const fetchMock = mockFetch((path, init) => {
    if (path === '/api/grades/my-subjects') return jsonResponse(200, MY_SUBJECTS);
    if (path.startsWith('/api/grades/gradebook?')) return jsonResponse(200, current);
    if (path === '/api/grades/score') {
      const body = JSON.parse(String(init.body)) as ScoreBody;
      saves.push(body);
      if (onScore) return onScore(body);
      const score = body.score === '' ? null : body.score;
      const answer: SavedScore = { ...body, score, grade: gradeOf(80 + Number(body.score || 0)) };
      return jsonResponse(200, answer);
    }
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
  return { fetchMock, saves, replace: (next: Gradebook) => (current = next) };
}

const cell = (name: string) => screen.getByRole('textbox', { name });

beforeEach(() => {
  useDetachedAddress.setState({ rest: [] });
  useGradesViewStore.setState({ subjectID: null, termID: null });
});

describe('the gradebook grid', () => {
  it('moves with arrows, Enter and Tab, and typing replaces the cell', async () => {
    const { saves } = server(gradebook());
    const { user } = renderWithProviders(<GradebookScreen title="Grades" />);
    const first = await screen.findByRole('textbox', { name: 'Juan Cruz, Quiz 1' });
    expect(first).toHaveValue('18');

    await user.click(first);
    await user.keyboard('19');
    expect(first).toHaveValue('19');
    await user.keyboard('{Enter}');
    expect(cell('Ana Reyes, Quiz 1')).toHaveFocus();
    await waitFor(() => expect(saves).toEqual([{ assessmentID: 'a-1', studentID: 's-1', score: '19' }]));

    await user.keyboard('{ArrowRight}');
    expect(cell('Ana Reyes, Quiz 2')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('Juan Cruz, Quiz 2')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cell('Juan Cruz, Quiz 1')).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell('Juan Cruz, Quiz 2')).toHaveFocus();
    // Tab at a row's end goes on to the next row's first cell.
    await user.keyboard('{Tab}');
    expect(cell('Ana Reyes, Quiz 1')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell('Ben Santos, Quiz 1')).toHaveFocus();
    // Moving without typing saves nothing.
    expect(saves).toHaveLength(1);
    // The term grade that came with the save shows beside the row.
    const juan = screen.getByRole('row', { name: /Juan Cruz/ });
    expect(within(juan).getByText('99')).toBeInTheDocument();
  });

  it('saves "ex", and refuses a score above the highest in the cell without sending it', async () => {
    const { saves } = server(gradebook());
    const { user } = renderWithProviders(<GradebookScreen title="Grades" />);
    const ana = await screen.findByRole('textbox', { name: 'Ana Reyes, Quiz 1' });

    await user.click(ana);
    await user.keyboard('EX{Enter}');
    await waitFor(() => expect(saves).toEqual([{ assessmentID: 'a-1', studentID: 's-2', score: 'ex' }]));

    await user.keyboard('25{Enter}');
    const ben = cell('Ben Santos, Quiz 1');
    expect(ben).toHaveAttribute('aria-invalid', 'true');
    expect(ben).toHaveAccessibleDescription('Enter a score from 0 to 20.');
    expect(ben).toHaveValue('25');
    expect(saves).toHaveLength(1);
    expect(await screen.findByText('1 change not saved.')).toBeInTheDocument();
  });

  it("shows the server's refusal in the cell", async () => {
    server(gradebook(), () =>
      jsonResponse(400, { message: 'Enter a score from 0 to 20.', errors: { score: 'Enter a score from 0 to 20.' } }),
    );
    const { user } = renderWithProviders(<GradebookScreen title="Grades" />);
    const ana = await screen.findByRole('textbox', { name: 'Ana Reyes, Quiz 2' });
    await user.click(ana);
    await user.keyboard('15{Enter}');
    await waitFor(() => expect(ana).toHaveAttribute('aria-invalid', 'true'));
    expect(ana).toHaveAccessibleDescription('Enter a score from 0 to 20.');
  });

  it('fills a pasted column down from the focused cell', async () => {
    const { saves } = server(gradebook());
    const { user } = renderWithProviders(<GradebookScreen title="Grades" />);
    const juan = await screen.findByRole('textbox', { name: 'Juan Cruz, Quiz 2' });
    await user.click(juan);
    await user.paste('17\r\nex\r\n12\r\n9\r\n');

    await waitFor(() => expect(saves).toHaveLength(3));
    expect(saves).toEqual([
      { assessmentID: 'a-2', studentID: 's-1', score: '17' },
      { assessmentID: 'a-2', studentID: 's-2', score: 'ex' },
      { assessmentID: 'a-2', studentID: 's-3', score: '12' },
    ]);
    await waitFor(() => expect(cell('Ana Reyes, Quiz 2')).toHaveValue('ex'));
    expect(cell('Ben Santos, Quiz 2')).toHaveValue('12');
  });

  it('shows saving, then saved, per cell and in the status line', async () => {
    const answer = deferred<Response>();
    server(gradebook(), () => answer.promise);
    const { user } = renderWithProviders(<GradebookScreen title="Grades" />);
    const ana = await screen.findByRole('textbox', { name: 'Ana Reyes, Quiz 1' });
    await user.click(ana);
    await user.keyboard('16{Enter}');

    expect(await screen.findByRole('status', { name: 'Saving: Ana Reyes, Quiz 1' })).toBeInTheDocument();
    expect(screen.getByText('Saving 1 change…')).toBeInTheDocument();
    await act(async () => {
      answer.resolve(jsonResponse(200, { assessmentID: 'a-1', studentID: 's-2', score: '16', grade: gradeOf(86, 'Very Satisfactory') }));
      await answer.promise;
    });
    expect(await screen.findByRole('img', { name: 'Saved: Ana Reyes, Quiz 1' })).toBeInTheDocument();
    expect(screen.getByText('All changes saved.')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Ana Reyes/ })).getByText(/Very Satisfactory/)).toBeInTheDocument();
  });

  it('keeps a cell that failed, and Retry sends it again', async () => {
    let calls = 0;
    const { saves } = server(gradebook(), (body) => {
      calls += 1;
      if (calls === 1) return jsonResponse(503, { message: 'The server had a problem. Please try again.' });
      return jsonResponse(200, { ...body, grade: gradeOf(88, 'Very Satisfactory') });
    });
    const { user } = renderWithProviders(<GradebookScreen title="Grades" />);
    const ana = await screen.findByRole('textbox', { name: 'Ana Reyes, Quiz 1' });
    await user.click(ana);
    await user.keyboard('14{Enter}');

    const retry = await screen.findByRole('button', { name: 'Retry saving Ana Reyes, Quiz 1' });
    expect(ana).toHaveValue('14');
    expect(screen.getByText('1 change not saved.')).toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByRole('img', { name: 'Saved: Ana Reyes, Quiz 1' })).toBeInTheDocument();
    expect(saves).toHaveLength(2);
    expect(ana).toHaveValue('14');
  });

  it('merges a refetched gradebook into other cells, never into one being typed in or saving', async () => {
    const answer = deferred<Response>();
    const { replace } = server(gradebook(), () => answer.promise);
    const { user, queryClient } = renderWithProviders(<GradebookScreen title="Grades" />);
    const ana = await screen.findByRole('textbox', { name: 'Ana Reyes, Quiz 1' });
    // One cell saving, another being typed in.
    await user.click(ana);
    await user.keyboard('16{Enter}');
    const ben = cell('Ben Santos, Quiz 1');
    await user.keyboard('1');
    expect(ben).toHaveFocus();

    // Another tab saved scores in all three cells of Quiz 1 meanwhile.
    const elsewhere = gradebook();
    elsewhere.students = elsewhere.students.map((student) => ({ ...student, scores: { 'a-1': '5', 'a-2': '6' } }));
    replace(elsewhere);
    await act(() => queryClient.refetchQueries({ queryKey: ['grades', 'gradebook'] }));

    await waitFor(() => expect(cell('Juan Cruz, Quiz 1')).toHaveValue('5'));
    expect(cell('Ana Reyes, Quiz 2')).toHaveValue('6');
    expect(ana).toHaveValue('16');
    expect(ben).toHaveValue('1');
    answer.resolve(jsonResponse(200, { assessmentID: 'a-1', studentID: 's-2', score: '16', grade: gradeOf(86) }));
  });

  it('is read-only with the contract’s text once submitted', async () => {
    server(gradebook({ status: { submittedAt: '2026-08-10T00:00:00Z', submittedBy: 'Maria Santos', publishedAt: null, locked: true } }));
    renderWithProviders(<GradebookScreen title="Grades" />);
    const juan = await screen.findByRole('textbox', { name: 'Juan Cruz, Quiz 1' });
    expect(juan).toHaveAttribute('readonly');
    expect(screen.getByText('These grades are submitted; withdraw them to make changes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw submission' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add assessment' })).not.toBeInTheDocument();
    fireEvent.change(juan, { target: { value: '3' } });
    expect(juan).toHaveValue('18');
  });
});

describe("the gradebook's address: /teacher/grades/{subjectID}/{termID}", () => {
  const SECOND_QUARTER = { ...MY_SUBJECTS.terms[0]!, _id: 'term-2', name: 'Second Quarter' };
  const TWO_TERMS: MySubjectsAnswer = { ...MY_SUBJECTS, terms: [MY_SUBJECTS.terms[0]!, SECOND_QUARTER] };

  function twoTermServer() {
    return mockFetch((path) => {
      if (path === '/api/grades/my-subjects') return jsonResponse(200, TWO_TERMS);
      if (path.startsWith('/api/grades/gradebook?')) {
        const termID = new URLSearchParams(path.split('?')[1]).get('termID');
        return jsonResponse(200, gradebook({ term: termID === 'term-2' ? SECOND_QUARTER : MY_SUBJECTS.terms[0]! }));
      }
      return jsonResponse(404, { message: `unexpected ${path}` });
    });
  }

  it('opens the subject and term the address names', async () => {
    useDetachedAddress.setState({ rest: ['sub-1', 'term-2'] });
    const fetchMock = twoTermServer();
    renderWithProviders(<GradebookScreen title="Grades" />);

    expect(await screen.findByRole('textbox', { name: 'Juan Cruz, Quiz 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Term' })).toHaveValue('Second Quarter');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('termID=term-2'), expect.anything());
  });

  it('puts the term chosen in the address', async () => {
    twoTermServer();
    const { user } = renderWithProviders(<GradebookScreen title="Grades" />);
    await screen.findByRole('textbox', { name: 'Juan Cruz, Quiz 1' });

    await user.click(screen.getByRole('textbox', { name: 'Term' }));
    await user.click(await screen.findByRole('option', { name: 'Second Quarter' }));

    expect(useDetachedAddress.getState().rest).toEqual(['sub-1', 'term-2']);
    expect(screen.getByRole('textbox', { name: 'Term' })).toHaveValue('Second Quarter');
  });

  it.each([[['sub-9']], [['sub-1', 'term-9']], [['sub-1', 'term-1', 'more']]])(
    'says "Page not found" at %j, a subject or term the teacher does not have',
    async (rest) => {
      useDetachedAddress.setState({ rest });
      const fetchMock = twoTermServer();
      renderAtAddress(<GradebookScreen title="Grades" />, '/teacher/grades');

      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/grades/gradebook'))).toBe(false);
    },
  );
});

describe('the gradebook marks what needs a look', () => {
  it('says low under a score below passing and missing in a blank of work already given, in words as well as red', async () => {
    const book = gradebook();
    const upcoming = { _id: 'a-3', title: 'Long test', category: 'ww' as const, highest: '50', date: '2999-06-01' };
    server({
      ...book,
      assessments: [...book.assessments, upcoming],
      students: book.students.map((student) => (student._id === 's-1' ? { ...student, scores: { 'a-1': '5' } } : student)),
    });
    renderWithProviders(<GradebookScreen title="Grades" />);

    const low = await screen.findByRole('textbox', { name: 'Juan Cruz, Quiz 1' });
    expect(low).toHaveValue('5');
    expect(low).toHaveAccessibleDescription('Below passing');
    expect(low.closest('td')).toHaveTextContent('low');

    const missing = screen.getByRole('textbox', { name: 'Ana Reyes, Quiz 1' });
    expect(missing).toHaveAttribute('placeholder', 'missing');
    expect(missing).toHaveAccessibleDescription('Missing');

    // Work still to come is neither missing nor low, and its heading says so.
    const later = screen.getByRole('textbox', { name: 'Ana Reyes, Long test' });
    expect(later).not.toHaveAttribute('placeholder');
    expect(later).not.toHaveAccessibleDescription();
    expect(screen.getByRole('columnheader', { name: /Long test/ })).toHaveTextContent('Upcoming');
    expect(screen.getByRole('columnheader', { name: /Quiz 1/ })).not.toHaveTextContent('Upcoming');
  });
});
