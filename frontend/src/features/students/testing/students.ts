import { SERVER_DEFAULT_PASSWORD, jsonResponse } from '@/testing/test-utils';
import type { Category, Learner, LearnerPayload, Level, Student, StudentRecord, StudentsPage } from '../types';

export const categories: Category[] = [
  {
    _id: 'cat-jhs',
    category: 'Junior High School',
    levels: [
      { levelID: 'lvl-7', level: 'Grade 7' },
      { levelID: 'lvl-8', level: 'Grade 8' },
    ],
  },
];

export const jhsLevels: Level[] = [
  { _id: 'lvl-7', level: 'Grade 7', category: 'cat-jhs', sections: [{ sectionID: 'sec-rizal', section: 'Rizal' }] },
  { _id: 'lvl-8', level: 'Grade 8', category: 'cat-jhs', sections: [] },
];

export function makeStudent(n: number, overrides: Partial<Student> = {}): Student {
  return {
    _id: `s-${n}`,
    first_name: `Pupil${n}`,
    middle_name: null,
    last_name: 'Reyes',
    full_name: `Pupil${n} Reyes`,
    email: `pupil${n}@school.test`,
    address: `${n} Rizal Avenue, Manila`,
    image: null,
    birthdate: '2011-02-03',
    category: null,
    categoryID: null,
    level: null,
    levelID: null,
    section: null,
    sectionID: null,
    parent_guardian: {
      first_name: 'Rosa',
      middle_name: null,
      last_name: 'Reyes',
      relationship: 'Mother',
      email: null,
      phone_number: null,
    },
    must_change_password: false,
    ...overrides,
  };
}

export const juan = makeStudent(1, {
  first_name: 'Juan',
  last_name: 'Dela Cruz',
  full_name: 'Juan Dela Cruz',
  email: 'student1@demo.lyceum.test',
  category: 'Junior High School',
  categoryID: 'cat-jhs',
  level: 'Grade 7',
  levelID: 'lvl-7',
  section: 'Rizal',
  sectionID: 'sec-rizal',
});

/** A learner's record nobody has filled in yet. */
export const noLearner: Learner = {
  lrn: null,
  sex: null,
  mother_tongue: null,
  religion: null,
  ip_group: null,
  father_name: null,
  mother_name: null,
  remarks: null,
};

/** A student as `get-student` answers: the list's row and the learner's record. */
export function recordOf(student: Student, learner: Partial<Learner> = {}): StudentRecord {
  return { ...student, learner: { ...noLearner, ...learner } };
}

/** What the forms send for a learner's record left blank. */
export const blankLearnerPayload: LearnerPayload = {
  lrn: '',
  sex: '',
  mother_tongue: '',
  religion: '',
  ip_group: '',
  father_name: '',
  mother_name: '',
  remarks: '',
};

export function studentsPage(students: Student[], total: number, page = 1): StudentsPage {
  return { students, total, page, pageSize: 10 };
}

/** Answers the chooser's category and level calls and the default password; anything else goes to `other`. */
export function educationApi(other: (path: string, init: RequestInit) => Response) {
  return (path: string, init: RequestInit): Response => {
    if (path === '/api/admins/default-password') return jsonResponse(200, { password: SERVER_DEFAULT_PASSWORD });
    if (path === '/api/admins/get-categories') return jsonResponse(200, categories);
    if (path === '/api/admins/get-levels') return jsonResponse(200, jhsLevels);
    return other(path, init);
  };
}

export const bodyOf = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));
