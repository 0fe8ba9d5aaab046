import { jsonResponse } from '@/testing/test-utils';
import type { Student } from '@/types/api';
import type { AdminGuardian, GuardianCounts, GuardiansPage, StudentWithoutGuardian } from '../types';

export function makeGuardian(n: number, overrides: Partial<AdminGuardian> = {}): AdminGuardian {
  return {
    _id: `g-${n}`,
    first_name: `Parent${n}`,
    middle_name: null,
    last_name: 'Reyes',
    full_name: `Parent${n} Reyes`,
    email: `parent${n}@school.test`,
    phone: null,
    relationship: 'Mother',
    image: null,
    must_change_password: true,
    createdAt: '2026-09-01T08:00:00Z',
    email_alerts: true,
    children: [],
    ...overrides,
  };
}

export const maria = makeGuardian(1, {
  first_name: 'Maria',
  last_name: 'Cruz',
  full_name: 'Maria Cruz',
  email: 'maria.cruz@school.test',
  phone: '09171234567',
  children: [
    {
      _id: 's-1',
      first_name: 'Juan',
      last_name: 'Cruz',
      full_name: 'Juan Cruz',
      email: 'juan.cruz@school.test',
      relationship: 'Mother',
      level: 'Grade 7',
      section: 'Rizal',
      sectionID: 'sec-rizal',
    },
    {
      _id: 's-2',
      first_name: 'Lea',
      last_name: 'Cruz',
      full_name: 'Lea Cruz',
      email: 'lea.cruz@school.test',
      relationship: 'Mother',
      level: null,
      section: null,
      sectionID: null,
    },
  ],
});

export function guardiansPage(guardians: AdminGuardian[], total = guardians.length, page = 1): GuardiansPage {
  return { guardians, total, page, pageSize: 20 };
}

export const rizalCounts: GuardianCounts = {
  scope: { sectionID: 'sec-rizal', section: 'Rizal', level: 'Grade 7' },
  students: 30,
  accountsToCreate: 24,
  accountsExisting: 2,
  studentsToLink: 27,
  studentsWithoutEmail: 3,
  studentsAtLimit: 0,
};

export const schoolCounts: GuardianCounts = { ...rizalCounts, scope: null, students: 300, accountsToCreate: 250, studentsToLink: 280 };

export const pedro: StudentWithoutGuardian = {
  _id: 's-9',
  first_name: 'Pedro',
  last_name: 'Lim',
  full_name: 'Pedro Lim',
  email: 'pedro.lim@school.test',
  sectionID: 'sec-rizal',
  section: 'Rizal',
  level: 'Grade 7',
  parent_name: 'Ana Lim',
  parent_email: null,
  relationship: 'Mother',
};

/** The class structure the section pickers read: one category, Grade 7 with Rizal. */
export function sectionsApi(other: (path: string, init: RequestInit) => Response) {
  return (path: string, init: RequestInit): Response => {
    if (path === '/api/admins/get-categories') {
      return jsonResponse(200, [{ _id: 'cat-jhs', category: 'Junior High School', levels: [{ levelID: 'lvl-7', level: 'Grade 7' }] }]);
    }
    if (path === '/api/admins/get-levels') {
      return jsonResponse(200, [
        { _id: 'lvl-7', level: 'Grade 7', category: 'cat-jhs', sections: [{ sectionID: 'sec-rizal', section: 'Rizal' }] },
      ]);
    }
    return other(path, init);
  };
}

export const bodyOf = (init: RequestInit | undefined): unknown => (init?.body ? JSON.parse(String(init.body)) : undefined);

/** A student as the student pickers list them (`get-students`). */
export function pickerStudent(n: number, first: string, last: string): Student {
  return {
    _id: `s-${n}`,
    first_name: first,
    middle_name: null,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@school.test`,
    address: '',
    image: null,
    birthdate: '2012-01-15',
    category: 'Junior High School',
    categoryID: 'cat-jhs',
    level: 'Grade 7',
    levelID: 'lvl-7',
    section: 'Rizal',
    sectionID: 'sec-rizal',
    parent_guardian: { first_name: '', middle_name: null, last_name: '', relationship: '', email: null, phone_number: null },
    must_change_password: false,
  };
}

/** Answers a student picker's search with `students`. */
export function studentSearchAnswer(students: Student[]): Response {
  return jsonResponse(200, { students, total: students.length, page: 1, pageSize: 10 });
}
