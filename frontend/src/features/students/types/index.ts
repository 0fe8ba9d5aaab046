import type { ArchivedStudent, Student } from '@/types/api';
import type * as Wire from '@/types/wire';

/** The entities of the student forms and lists are described once, in `@/types/api`. */
export type { ArchivedStudent, Category, Level, ParentGuardian, Student } from '@/types/api';

/**
 * One student as `get-student`, `create-student` and `update-student` answer: the list's fields
 * and the learner's record (LRN, sex, …) the School Forms keep. The list has no learner.
 */
export type StudentRecord = Wire.StudentRecordView;

/** The learner's record of a student, each field null while nobody has filled it in. */
export type Learner = Wire.LearnerView;

/** A student's enrolment in one school year: the level and section, the day enrolled, and where it stands. */
export type Enrolment = Wire.EnrolmentView;

/**
 * What `transfer-out`, `drop-learner` and `transfer-in` answer: the learner's enrolment of the
 * year as it now stands, and whether they went to the archive at once (a day already past).
 */
export type TransferAnswer = Wire.TransferAnswer;

/** `POST /api/admins/transfer-out`: the learner leaves for `school`, attending up to `date` (`YYYY-MM-DD`). */
export interface TransferOutPayload {
  studentID: string;
  date: string;
  school: string;
}

/** `POST /api/admins/drop-learner`: the learner stopped attending on `date`, for DepEd's reason `reason` (`b.1`, …). */
export interface DropLearnerPayload {
  studentID: string;
  date: string;
  reason: string;
}

/** `POST /api/admins/transfer-in`: the learner came this year from `school`, with the general average they bring, if known. */
export interface TransferInPayload {
  studentID: string;
  school: string;
  average: number | null;
}

/**
 * The learner's record as both student forms send it: every field, blank ('') for one left
 * empty, which clears it on the server.
 */
export type LearnerPayload = Record<keyof Learner, string>;

/** One page of `GET /api/admins/get-students?page&pageSize&q`. */
export type StudentsPage = Wire.Paged<'students', Student>;

/** One page of `GET /api/admins/archived-students?q&page&pageSize`: the graduates. */
export type ArchivedStudentsPage = Wire.Paged<'students', ArchivedStudent>;

/** A page of the students list or of the archived students, and its search. */
export interface StudentsQuery {
  page: number;
  pageSize: number;
  /** Name or email search, done on the server; blank lists everyone. */
  q: string;
}

/** The fields both student forms send, named as the create and update calls take them (`parent_fName`, …). */
export interface StudentAccountPayload extends LearnerPayload {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  address: string;
  image: string | null;
  birthdate: string;
  parent_fName: string;
  parent_mName: string | null;
  parent_lName: string;
  parent_email: string | null;
  /** The parent's or guardian's phone. */
  phone: string | null;
  relationship: string;
  categoryID: string | null;
  levelID: string | null;
  sectionID: string | null;
}

export interface CreateStudentPayload extends StudentAccountPayload {
  /** Left out, the account starts on the server's default password. */
  password?: string;
}

export interface UpdateStudentPayload extends StudentAccountPayload {
  id: string;
}

/** Where the education chooser stands: 0 category, 1 level, 2 section. */
export type EducationStep = 0 | 1 | 2;

export interface EducationChoice {
  step: EducationStep;
  categoryID: string | null;
  levelID: string | null;
  sectionID: string | null;
}
