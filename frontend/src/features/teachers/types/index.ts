import type { Teacher } from '@/types/api';
import type * as Wire from '@/types/wire';

/** The teacher account is described once, in `@/types/api`. */
export type { Teacher } from '@/types/api';

/** The fields the create and edit forms share, named as the create-teacher and update-teacher calls take them. */
export interface TeacherAccountFields {
  first_name: string;
  middle_name: string;
  last_name: string;
  phone: string;
  email: string;
  /** Stored image path from `POST /api/upload`, or null for the default picture. */
  image: string | null;
  /** `YYYY-MM-DD` */
  birthdate: string;
  address: string;
  zoom_link: string;
  zoom_id: string;
  zoom_password: string;
}

/**
 * `POST /api/admins/create-teacher` body. Without `password` the account starts on the
 * server's default one, which is what the create screen sends.
 */
export interface NewTeacherAccount extends TeacherAccountFields {
  password?: string;
}

/** `POST /api/admins/update-teacher` body: the fields plus which teacher. */
export interface TeacherAccountUpdate extends TeacherAccountFields {
  id: string;
}

/** The columns the teacher list sorts by (on the server). */
export type SortableColumn = 'first_name' | 'last_name';
export type SortDirection = 'ascending' | 'descending';

export interface TeacherSort {
  column: SortableColumn;
  direction: SortDirection;
}

/** One page of the teacher list: searched by name or email, sorted and paged on the server. */
export interface TeachersQuery {
  page: number;
  pageSize: number;
  q: string;
  /** Null keeps the server's order (last name, then first name). */
  sort: TeacherSort | null;
}

/** `GET /api/admins/get-teachers?page&pageSize…` answers one page and the number of matches. */
export type TeachersPage = Wire.Paged<'teachers', Teacher>;
