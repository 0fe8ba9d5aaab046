import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '@/testing/fake-socket';
import { guardianUser, jsonResponse, mockFetch, renderAtAddress } from '@/testing/test-utils';
import type { AssignmentView, HomeView } from '@/types/wire';
import { useChosenChildStore } from '../stores/chosen-child-store';
import { ana, childrenApi, juan } from '../testing/children';
import { GuardianShell } from './guardian-shell';

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function piece(id: string, title: string, dueAt: string): AssignmentView {
  return {
    _id: id,
    subjectID: 'sub-math',
    subject: 'Mathematics',
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
    work: {
      status: 'assigned',
      answer: '',
      files: [],
      turnedInAt: null,
      late: false,
      returnedAt: null,
      score: null,
      comment: null,
    },
  };
}

const homeOf = (child: typeof juan): HomeView => ({
  child,
  today: { date: '2026-11-24', day: 'Tuesday', schoolDay: true, noSchoolDay: null, lessons: [] },
  attendance: null,
  grades: null,
});

/** Each child's classwork: Juan has a piece missing, Ana has none. */
const classworkOf = (childID: string) =>
  childID === juan._id
    ? { todo: [piece('a', 'Fractions worksheet', inHours(30))], missing: [piece('m', 'Map quiz', inHours(-30))], done: [] }
    : { todo: [], missing: [], done: [] };

function guardianServer() {
  return mockFetch(
    childrenApi([ana, juan], (path) => {
      if (path === '/api/notifications') return jsonResponse(200, { notifications: [], unread: 0 });
      if (path === '/api/guardians/conversations') return jsonResponse(200, []);
      if (path.startsWith('/api/guardians/home?')) return jsonResponse(200, { children: [] });
      for (const child of [ana, juan]) {
        const base = `/api/guardians/children/${child._id}`;
        if (path.startsWith(`${base}/home?`)) return jsonResponse(200, homeOf(child));
        if (path === `${base}/classwork`) return jsonResponse(200, classworkOf(child._id));
      }
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
}

describe("the guardian portal's Classwork", () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    localStorage.clear();
    useChosenChildStore.setState({ byGuardian: { [guardianUser._id]: ana._id } });
  });

  it("opens at the address of a classwork notification, for the child it names, listed after 'Grades'", async () => {
    const fetchMock = guardianServer();
    renderAtAddress(<GuardianShell user={guardianUser} />, `/guardian/classwork?child=${juan._id}`);

    const missing = await screen.findByRole('region', { name: 'Missing' });
    expect(await within(missing).findByRole('article', { name: 'Map quiz' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Classwork' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/guardians/children/${juan._id}/classwork`, expect.anything());

    const menu = screen.getByRole('navigation', { name: 'Guardian menu' });
    const items = within(menu).getAllByRole('button').map((button) => button.textContent);
    expect(items.indexOf('Classwork')).toBe(items.indexOf('Grades') + 1);
    expect(within(menu).getByRole('button', { name: 'Classwork' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the chosen child's Classwork card on Home, leading to their Classwork screen", async () => {
    guardianServer();
    const { user, router } = renderAtAddress(<GuardianShell user={guardianUser} />, `/guardian?child=${juan._id}`);

    const card = await screen.findByRole('region', { name: 'Classwork' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Classwork' })).toBeInTheDocument();
    const missing = await within(card).findByRole('link', { name: '1 piece missing' });
    expect(within(within(card).getByRole('list', { name: 'Missing' })).getByText('Map quiz')).toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: '1 due this week' }));
    expect(router.state.location.pathname).toBe('/guardian/classwork');
    expect(router.state.location.search).toBe(`?child=${juan._id}`);
    expect(await screen.findByRole('article', { name: 'Fractions worksheet' })).toBeInTheDocument();
    expect(missing).not.toBeInTheDocument();
  });
});
