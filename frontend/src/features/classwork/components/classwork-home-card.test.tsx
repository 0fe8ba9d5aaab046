import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import type { Assignment } from '../types';
import { ChildClassworkHomeCard, ClassworkHomeCard } from './classwork-home-card';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function piece(id: string, title: string, subject: string, dueAt: string): Assignment {
  return {
    _id: id,
    subjectID: `sub-${id}`,
    subject,
    section: 'Rizal',
    level: 'Grade 7',
    title,
    instructions: '<p>Do it.</p>',
    points: 10,
    dueAt,
    lateAccepted: true,
    category: null,
    assessmentID: null,
    appearsAt: inHours(-48),
    postedAt: inHours(-48),
    files: [],
    work: null,
  };
}

function renderCard(todo: Assignment[], missing: Assignment[]) {
  mockFetch((path) =>
    path === '/api/students/classwork' ? jsonResponse(200, { todo, missing, done: [] }) : jsonResponse(404, { message: 'Not found.' }),
  );
  return renderAtAddress(<ClassworkHomeCard to="/student/classwork" />, '/student');
}

describe('ClassworkHomeCard', () => {
  it('names what is due in the next seven days, soonest first, and counts what is missing', async () => {
    renderCard(
      [
        piece('a', 'Fractions worksheet', 'Mathematics', inHours(20)),
        piece('b', 'Book report', 'English', inHours(24 * 6)),
        piece('c', 'Science project', 'Science', inHours(24 * 10)),
      ],
      [piece('d', 'Map quiz', 'Araling Panlipunan', inHours(-30)), piece('e', 'Poem', 'Filipino', inHours(-60))],
    );

    const card = await screen.findByRole('region', { name: 'Classwork' });
    expect(await within(card).findByRole('link', { name: '2 due this week' })).toHaveAttribute('href', '/student/classwork');
    const due = within(card).getByRole('list', { name: 'Due this week' });
    expect(within(due).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Fractions worksheetMathematics · Due /),
      expect.stringMatching(/^Book reportEnglish · Due /),
    ]);
    expect(card).not.toHaveTextContent('Science project');
    expect(card).toHaveTextContent('2 pieces missing');
  });

  it('says when nothing is due this week and counts nothing missing', async () => {
    renderCard([piece('c', 'Science project', 'Science', inHours(24 * 10))], []);

    const card = await screen.findByRole('region', { name: 'Classwork' });
    expect(await within(card).findByText('Nothing due this week.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '0 due this week' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('missing');
  });
});

const CHILD_CLASSWORK = '/api/guardians/children/s-1/classwork';

function renderChildCard(todo: Assignment[], missing: Assignment[], answer?: () => Response) {
  const fetchMock = mockFetch((path) =>
    path === CHILD_CLASSWORK
      ? (answer?.() ?? jsonResponse(200, { todo, missing, done: [] }))
      : jsonResponse(404, { message: 'Not found.' }),
  );
  const rendered = renderAtAddress(
    <ChildClassworkHomeCard studentID="s-1" childName="Juan" to="/guardian/classwork?child=s-1" />,
    '/guardian?child=s-1',
  );
  return { ...rendered, fetchMock };
}

describe('ChildClassworkHomeCard', () => {
  it("counts the child's classwork due this week, names the soonest, and counts and names what is missing", async () => {
    const { fetchMock, user, router } = renderChildCard(
      [piece('a', 'Fractions worksheet', 'Mathematics', inHours(20)), piece('c', 'Science project', 'Science', inHours(24 * 10))],
      [piece('d', 'Map quiz', 'Araling Panlipunan', inHours(-30)), piece('e', 'Poem', 'Filipino', inHours(-60))],
    );

    const card = await screen.findByRole('region', { name: 'Classwork' });
    expect(await within(card).findByRole('link', { name: '1 due this week' })).toHaveAttribute('href', '/guardian/classwork?child=s-1');
    expect(fetchMock).toHaveBeenCalledWith(CHILD_CLASSWORK, expect.anything());
    const due = within(card).getByRole('list', { name: 'Due this week' });
    expect(within(due).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Fractions worksheetMathematics · Due /),
    ]);
    expect(card).not.toHaveTextContent('Science project');

    const missingLink = within(card).getByRole('link', { name: '2 pieces missing' });
    expect(missingLink).toHaveAttribute('href', '/guardian/classwork?child=s-1');
    const missing = within(card).getByRole('list', { name: 'Missing' });
    expect(within(missing).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Map quizAraling Panlipunan · Due /),
      expect.stringMatching(/^PoemFilipino · Due /),
    ]);
    // The missing titles stand out in red.
    expect(within(missing).getByText('Map quiz')).toHaveStyle({ color: 'var(--mantine-color-red-text)' });

    await user.click(missingLink);
    expect(router.state.location.pathname).toBe('/guardian/classwork');
    expect(router.state.location.search).toBe('?child=s-1');
  });

  it('says when nothing is due this week and nothing is missing', async () => {
    renderChildCard([piece('c', 'Science project', 'Science', inHours(24 * 10))], []);

    const card = await screen.findByRole('region', { name: 'Classwork' });
    expect(await within(card).findByText('Nothing due this week.')).toBeInTheDocument();
    expect(within(card).getByText('Nothing missing.')).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Missing' })).toBeNull();
  });

  it("says when the child's classwork could not be loaded", async () => {
    renderChildCard([], [], () => jsonResponse(500, { message: 'Something went wrong.' }));

    const card = await screen.findByRole('region', { name: 'Classwork' });
    expect(await within(card).findByText("Juan's classwork could not be loaded.")).toBeInTheDocument();
  });
});
