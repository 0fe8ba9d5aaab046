/** Wire shapes of the administrators' guardian calls (`/api/admins/*guardian*`), built from `@/types/api`. */
import type { Guardian } from '@/types/api';

/** A child of a guardian account, as the admin's list shows it. */
export interface GuardianChild {
  _id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  /** This guardian to this child. */
  relationship: string;
  level: string | null;
  section: string | null;
  sectionID: string | null;
}

/** A guardian account with its children (by last then first name): the list's rows and every write's answer. */
export interface AdminGuardian extends Guardian {
  children: GuardianChild[];
}

/** `GET /api/admins/guardians` answer. */
export interface GuardiansPage {
  guardians: AdminGuardian[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a bulk creation covers: one section, or (null) the whole school. */
export interface GuardianScope {
  sectionID: string;
  section: string;
  level: string;
}

/** The counts of creating the accounts of a scope: the preview's, or what the creation did. */
export interface GuardianCounts {
  scope: GuardianScope | null;
  /** The students considered. */
  students: number;
  /** Distinct guardian emails with no guardian account yet. */
  accountsToCreate: number;
  /** Distinct guardian emails that already have one. */
  accountsExisting: number;
  /** Students who get at least one new link. */
  studentsToLink: number;
  /** Students whose guardian block has a blank or invalid email. */
  studentsWithoutEmail: number;
  /** Students who would get a third guardian account (left out). */
  studentsAtLimit: number;
}

/** `POST /api/admins/create-guardian-accounts` answer: what was done, and the server's sentence for it. */
export interface GuardianCreation extends GuardianCounts {
  message: string;
}

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
export interface StudentWithoutGuardian {
  _id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  sectionID: string | null;
  section: string | null;
  level: string | null;
  parent_name: string | null;
  parent_email: string | null;
  relationship: string | null;
}

/** `GET /api/admins/students-without-guardian` answer. */
export interface StudentsWithoutGuardianPage {
  students: StudentWithoutGuardian[];
  total: number;
  page: number;
  pageSize: number;
}

/** A searched, paged list's request. */
export interface PageQuery {
  q: string;
  page: number;
  pageSize: number;
}
