/** Wire shapes of the administrators' guardian calls (`/api/admins/*guardian*`), built from `@/types/api`. */
import type * as Wire from '@/types/wire';

/** A child of a guardian account, as the admin's list shows it. */
export type GuardianChild = Wire.LinkedStudentView;

/** A guardian account with its children (by last then first name): the list's rows and every write's answer. */
export type AdminGuardian = Wire.AdminGuardianView;

/** `GET /api/admins/guardians` answer. */
export type GuardiansPage = Wire.Paged<'guardians', AdminGuardian>;

/** What a bulk creation covers: one section, or (null) the whole school. */
export type GuardianScope = Wire.ScopeView;

/** The counts of creating the accounts of a scope: the preview's, or what the creation did. */
export type GuardianCounts = Wire.GuardianAccountCountsView;

/** `POST /api/admins/create-guardian-accounts` answer: what was done, and the server's sentence for it. */
export type GuardianCreation = GuardianCounts & Required<Pick<GuardianCounts, 'message'>>;

/** `POST /api/admins/create-guardian` body. */
export interface NewGuardian {
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone: string;
  relationship: string;
  image: string | null;
  studentIDs: string[];
}

/** A current student with no guardian account linked, with their guardian block's names. */
export type StudentWithoutGuardian = Wire.UnlinkedStudentView;

/** `GET /api/admins/students-without-guardian` answer. */
export type StudentsWithoutGuardianPage = Wire.Paged<'students', StudentWithoutGuardian>;

/** A searched, paged list's request. */
export interface PageQuery {
  q: string;
  page: number;
  pageSize: number;
}
