import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import type { Category, ClassTeacher, Section, SectionDetail, Subject } from '../types';

type Body = Record<string, unknown>;
/** Answers one call: a `Response` as is, anything else as a 200 JSON body. */
type Route = (body: Body) => unknown;

/**
 * Replaces `fetch` with answers per path (`/api/admins/...`); a path without a route answers
 * 404 so a test notices calls it did not expect.
 */
export function fakeClassServer(routes: Record<string, Route>) {
  const fetchMock = mockFetch((path, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Body) : {};
    const route = routes[path];
    if (!route) return jsonResponse(404, { message: `unexpected ${path}` });
    const answer = route(body);
    return answer instanceof Response ? answer : jsonResponse(200, answer);
  });
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([called]) => called === path);
  const bodiesSentTo = (path: string) => callsTo(path).map(([, init]) => JSON.parse(String(init?.body)) as Body);
  return { fetchMock, callsTo, bodiesSentTo };
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
  return { ...section, levelName: 'Grade 7', category: 'c-1', students: [], files: [], ...overrides };
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
