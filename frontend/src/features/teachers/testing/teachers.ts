import { jsonResponse, mockFetch } from '@/testing/test-utils';
import type { Teacher } from '../types';

/** A listed teacher; every field can be replaced. */
export function aTeacher(overrides: Partial<Teacher> & Pick<Teacher, '_id' | 'first_name' | 'last_name'>): Teacher {
  const { first_name, middle_name, last_name } = overrides;
  return {
    middle_name: null,
    full_name: [first_name, middle_name, last_name].filter(Boolean).join(' '),
    phone: '09171234567',
    email: `${first_name.toLowerCase()}.${last_name.toLowerCase()}@school.edu`,
    image: null,
    birthdate: '1985-03-07',
    address: '1 Mabini Street, Quezon City',
    zoom_link: null,
    zoom_id: null,
    zoom_password: null,
    advisoryClass: [],
    classes: [],
    must_change_password: false,
    ...overrides,
  };
}

type Body = Record<string, unknown>;
type Handler = (body: Body) => Response | undefined;

/**
 * Answers the teacher calls from `teachers`, changing it like the server does; a handler in
 * `overrides` may answer a path first (e.g. with an error).
 */
export function fakeTeacherServer(initial: Teacher[], overrides: Record<string, Handler> = {}) {
  let teachers = [...initial];
  const fetchMock = mockFetch((path, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Body) : {};
    const answer = overrides[path]?.(body);
    if (answer) return answer;
    switch (path) {
      case '/api/admins/get-teachers':
        return jsonResponse(200, teachers);
      case '/api/admins/delete-teacher': {
        const ids = body.ids as string[];
        teachers = teachers.filter((teacher) => !ids.includes(teacher._id));
        return jsonResponse(200, { message: `Deleted ${ids.length} teacher(s).` });
      }
      case '/api/admins/update-teacher': {
        const { id, ...fields } = body;
        const old = teachers.find((teacher) => teacher._id === id);
        if (!old) return jsonResponse(404, { message: 'This teacher no longer exists.' });
        const updated = { ...old, ...fields } as Teacher;
        teachers = teachers.map((teacher) => (teacher._id === id ? updated : teacher));
        return jsonResponse(200, updated);
      }
      case '/api/admins/create-teacher': {
        const created = aTeacher({ _id: `t-${teachers.length + 1}`, ...(body as Partial<Teacher>) } as Teacher);
        teachers = [...teachers, created];
        return jsonResponse(201, created);
      }
      default:
        return jsonResponse(404, { message: `unexpected ${path}` });
    }
  });
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([called]) => called === path);
  const bodiesSentTo = (path: string) => callsTo(path).map(([, init]) => JSON.parse(String(init?.body)) as Body);
  return { fetchMock, callsTo, bodiesSentTo };
}
