import { jsonResponse } from '@/testing/test-utils';
import type { Child } from '../types';

export const juan: Child = {
  _id: 's-1',
  first_name: 'Juan',
  middle_name: null,
  last_name: 'Dela Cruz',
  full_name: 'Juan Dela Cruz',
  image: null,
  relationship: 'Mother',
  categoryID: 'c-1',
  category: 'Junior High School',
  levelID: 'l-7',
  level: 'Grade 7',
  sectionID: 'sec-rizal',
  section: 'Rizal',
};

export const ana: Child = {
  _id: 's-2',
  first_name: 'Ana',
  middle_name: null,
  last_name: 'Dela Cruz',
  full_name: 'Ana Dela Cruz',
  image: '/uploads/images/ana.png',
  relationship: 'Mother',
  categoryID: null,
  category: null,
  levelID: null,
  level: null,
  sectionID: null,
  section: null,
};

/** Answers `GET /api/guardians/children` with `children`; anything else goes to `other`. */
export function childrenApi(children: Child[], other: (path: string, init: RequestInit) => Response = () => jsonResponse(404, { message: 'Not found.' })) {
  return (path: string, init: RequestInit): Response =>
    path === '/api/guardians/children' ? jsonResponse(200, { children }) : other(path, init);
}
