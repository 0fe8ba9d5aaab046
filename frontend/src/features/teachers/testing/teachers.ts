import { SERVER_DEFAULT_PASSWORD, jsonResponse, mockFetch } from '@/testing/test-utils';
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

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** One page of `teachers` as the server answers `get-teachers?page&pageSize&q&sort&order`. */
export function pageOf(teachers: Teacher[], params: URLSearchParams) {
  const words = (params.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matches = teachers.filter((teacher) =>
    words.every((word) =>
      [teacher.first_name, teacher.last_name, teacher.email].some((field) => field.toLowerCase().includes(word)),
    ),
  );
  const column = params.get('sort') === 'first_name' ? 'first_name' : 'last_name';
  const other = column === 'first_name' ? 'last_name' : 'first_name';
  const sign = params.get('order') === 'desc' ? -1 : 1;
  const sorted = [...matches].sort(
    (a, b) => sign * (collator.compare(a[column], b[column]) || collator.compare(a[other], b[other])),
  );
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 20);
  return { teachers: sorted.slice((page - 1) * pageSize, page * pageSize), total: matches.length, page, pageSize };
}
type Handler = (body: Body) => Response | undefined;

/**
 * Answers the teacher calls from `teachers`, changing it like the server does; a handler in
 * `overrides` may answer a path first (e.g. with an error).
 */
export function fakeTeacherServer(initial: Teacher[], overrides: Record<string, Handler> = {}) {
  let teachers = [...initial];
  const fetchMock = mockFetch((path, init) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Body) : {};
    const [route, search = ''] = path.split('?');
    const answer = overrides[route]?.(body);
    if (answer) return answer;
    switch (route) {
      case '/api/admins/default-password':
        return jsonResponse(200, { password: SERVER_DEFAULT_PASSWORD });
      case '/api/admins/get-teachers':
        return jsonResponse(200, search ? pageOf(teachers, new URLSearchParams(search)) : teachers);
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
  /** Calls to `path`, whatever their query string. */
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([called]) => String(called).split('?')[0] === path);
  /** The query parameters of each call to `path`, in order. */
  const queriesTo = (path: string) =>
    callsTo(path).map(([called]) => new URLSearchParams(String(called).split('?')[1] ?? ''));
  const bodiesSentTo = (path: string) => callsTo(path).map(([, init]) => JSON.parse(String(init?.body)) as Body);
  return { fetchMock, callsTo, queriesTo, bodiesSentTo };
}
