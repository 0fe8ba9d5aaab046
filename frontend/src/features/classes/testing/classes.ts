import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import type { Category, ClassTeacher, Section, SectionDetail, Subject } from '../types';

type Body = Record<string, unknown>;
/** Answers one call (its JSON body and query): a `Response` as is, anything else as a 200 JSON body. */
export type Route = (body: Body, query: URLSearchParams) => unknown;

/**
 * Replaces `fetch` with answers per path (`/api/admins/...`, without the query); a path
 * without a route answers 404 so a test notices calls it did not expect.
 */
export function fakeClassServer(routes: Record<string, Route>) {
  const fetchMock = mockFetch((path, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Body) : {};
    const [base, query = ''] = path.split('?');
    const route = routes[base];
    if (!route) return jsonResponse(404, { message: `unexpected ${path}` });
    const answer = route(body, new URLSearchParams(query));
    return answer instanceof Response ? answer : jsonResponse(200, answer);
  });
  /** Calls to `path`, whatever their query. */
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([called]) => String(called).split('?')[0] === path);
  const bodiesSentTo = (path: string) => callsTo(path).map(([, init]) => JSON.parse(String(init?.body)) as Body);
  /** The query of each call to `path`, in order. */
  const queriesTo = (path: string) =>
    callsTo(path).map(([called]) => new URLSearchParams(String(called).split('?')[1] ?? ''));
  return { fetchMock, callsTo, bodiesSentTo, queriesTo };
}

/**
 * Answers `get-teachers?q&pageSize` from `teachers` as the server does: the first `pageSize`
 * whose names hold every typed word, and how many match.
 */
export function teacherSearch(teachers: ClassTeacher[]): Route {
  return (_body, query) => {
    const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matches = teachers.filter((teacher) => words.every((word) => teacher.full_name.toLowerCase().includes(word)));
    const pageSize = Number(query.get('pageSize') ?? 20);
    return { teachers: matches.slice(0, pageSize), total: matches.length, page: 1, pageSize };
  };
}

export const maria: ClassTeacher = { _id: 't-1', full_name: 'Maria Santos' };
export const jose: ClassTeacher = { _id: 't-2', full_name: 'Jose Reyes' };

export const juniorHigh: Category = {
  _id: 'c-1',
  category: 'Junior High School',
  levels: [
    { levelID: 'l-7', level: 'Grade 7' },
    { levelID: 'l-8', level: 'Grade 8' },
  ],
};

export const seniorHigh: Category = {
  _id: 'c-2',
  category: 'Senior High School',
  levels: [{ levelID: 'l-11', level: 'Grade 11' }],
};

export function aSection(overrides: Partial<Section> & Pick<Section, '_id' | 'section'>): Section {
  return { level: 'l-7', adviser: maria._id, adviserName: maria.full_name, subjects: [], ...overrides };
}

export function aSectionDetail(section: Section, overrides: Partial<SectionDetail> = {}): SectionDetail {
  return {
    ...section,
    levelName: 'Grade 7',
    category: 'c-1',
    categoryName: 'Junior High School',
    students: [],
    files: [],
    ...overrides,
  };
}

export function aSubject(overrides: Partial<Subject> & Pick<Subject, '_id' | 'subject'>): Subject {
  return {
    section: 'sec-1',
    sectionName: 'Rizal',
    teacher: maria._id,
    teacherName: maria.full_name,
    schedules: [],
    files: [],
    ...overrides,
  };
}

/** Opens a Mantine Select by its label and clicks the option. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(await screen.findByRole('textbox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}
