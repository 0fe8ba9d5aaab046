import { jsonResponse, mockFetch } from '@/testing/test-utils';
import type {
  DayRegistersAnswer,
  RegisterAnswer,
  RegisterDetail,
  RegisterMark,
  RegisterStudent,
  RegisterSummary,
} from '../types';

/** A load that has finished, as a screen's choices carry it once their list is there. */
export const loaded = { isError: false, isFetching: false, refetch: () => undefined };

/** Mathematics of Grade 7 Rizal on Tuesday 24 November 2026, not taken yet. */
export const mathematics: RegisterSummary = {
  kind: 'lesson',
  scheduleID: 'sch-math',
  subjectID: 'sub-Mathematics',
  subject: 'Mathematics',
  sectionID: 'sec-1',
  section: 'Rizal',
  level: 'Grade 7',
  startTime: '07:30 AM',
  endTime: '08:20 AM',
  date: '2026-11-24',
  taken: false,
  takenAt: null,
  takenBy: null,
  counts: null,
};

/** Grade 7 Rizal's daily register of the same day, taken. */
export const rizalDaily: RegisterSummary = {
  ...mathematics,
  kind: 'daily',
  scheduleID: null,
  subjectID: null,
  subject: null,
  startTime: null,
  endTime: null,
  taken: true,
  takenAt: '2026-11-24T07:41:02Z',
  takenBy: 'Maria Santos',
  counts: { present: 38, late: 1, absent: 1, excused: 0 },
};

/** The day list with the daily register first, then the lesson. */
export const tuesday: DayRegistersAnswer = {
  date: '2026-11-24',
  schoolDay: true,
  noSchoolDay: null,
  registers: [rizalDaily, mathematics],
};

/** A present student, `Student NN Pupil`, the first ones with a photo. */
export function student(n: number, extra: Partial<RegisterStudent> = {}): RegisterStudent {
  const number = String(n).padStart(2, '0');
  return {
    _id: `s-${number}`,
    first_name: `Student${number}`,
    last_name: 'Pupil',
    full_name: `Student${number} Pupil`,
    image: n <= 2 ? `/api/files/photo-${number}.png` : null,
    code: 'present',
    minutesLate: null,
    note: null,
    excuse: null,
    ...extra,
  };
}

/** `count` students, all present. */
export function students(count: number): RegisterStudent[] {
  return Array.from({ length: count }, (_, index) => student(index + 1));
}

/** A register as the server answers it: Mathematics, editable, with `list`. */
export function registerAnswer(list: RegisterStudent[], detail: Partial<RegisterDetail> = {}): RegisterAnswer {
  return {
    register: { ...mathematics, canEdit: true, editableUntil: '2026-12-01', ...detail },
    students: list,
  };
}

/** The answer to a save of `marks` to `answer`: the marks applied, the register taken. */
export function savedAnswer(answer: RegisterAnswer, marks: RegisterMark[]): RegisterAnswer {
  const list = answer.students.map((each) => {
    const mark = marks.find((one) => one.studentID === each._id);
    return mark
      ? { ...each, code: mark.code, minutesLate: mark.minutesLate, note: mark.note }
      : { ...each, code: 'present' as const, minutesLate: null, note: null };
  });
  const counts = { present: 0, late: 0, absent: 0, excused: 0 };
  for (const each of list) counts[each.code] += 1;
  return {
    register: { ...answer.register, taken: true, takenAt: '2026-11-24T07:45:00Z', takenBy: 'Maria Santos', counts },
    students: list,
  };
}

/** What a save sent: its body, read back. */
export interface SentRegister {
  scheduleID?: string;
  sectionID?: string;
  date: string;
  marks: RegisterMark[];
}

/**
 * A server holding `answer` for `GET /api/attendance/register`, and `day` for the day list;
 * each save is answered by `onSave` (by default: the marks applied).
 */
export function registerServer(
  answer: RegisterAnswer,
  {
    day = tuesday,
    onSave = (sent: SentRegister) => jsonResponse(200, savedAnswer(answer, sent.marks)),
  }: { day?: DayRegistersAnswer; onSave?: (sent: SentRegister) => Response | Promise<Response> } = {},
) {
  return mockFetch((path, init) => {
    if (path.startsWith('/api/attendance/today?')) return jsonResponse(200, day);
    if (path === '/api/attendance/register' && init.method === 'POST') {
      return onSave(JSON.parse(String(init.body)) as SentRegister);
    }
    if (path.startsWith('/api/attendance/register?')) return jsonResponse(200, answer);
    return jsonResponse(404, { message: `unexpected ${path}` });
  });
}

/** The saves a fetch mock saw, each body read back. */
export function savesOf(fetchMock: ReturnType<typeof mockFetch>): SentRegister[] {
  return fetchMock.mock.calls
    .filter(([path, init]) => path === '/api/attendance/register' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as SentRegister);
}
