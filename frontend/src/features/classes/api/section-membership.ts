import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { placementKeys } from '@/lib/query-keys';
import type * as Wire from '@/types/wire';
import type { SectionStudent } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { classesKeys } from './query-keys';
import { useClassMutation } from './use-class-mutation';

/** One page of students without a section, as `get-students?available=true` answers it. */
export type AvailableStudentsPage = Wire.Paged<'students', SectionStudent>;

export interface AvailableStudentsQuery {
  q: string;
  page: number;
  pageSize: number;
}

export function getAvailableStudents(
  { q, page, pageSize }: AvailableStudentsQuery,
  signal?: AbortSignal,
): Promise<AvailableStudentsPage> {
  const params = new URLSearchParams({ available: 'true', page: String(page), pageSize: String(pageSize) });
  if (q.trim()) params.set('q', q.trim());
  return api.get<AvailableStudentsPage>(`/api/admins/get-students?${params.toString()}`, signal);
}

export function availableStudentsQueryOptions(query: AvailableStudentsQuery) {
  return queryOptions({
    queryKey: [...classesKeys.all, 'available-students', query] as const,
    queryFn: ({ signal }) => getAvailableStudents(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Students who have no section yet (the add-student picker), searched and paged on the server. */
export function useAvailableStudents(query: AvailableStudentsQuery, enabled = true) {
  return useQuery({ ...availableStudentsQueryOptions(query), enabled });
}

export interface SectionMembership {
  studentID: string;
  sectionID: string;
}

export function addStudentToSection(membership: SectionMembership): Promise<unknown> {
  return api.post<unknown>('/api/admins/add-student-section', membership);
}

export function removeStudentFromSection(membership: SectionMembership): Promise<unknown> {
  return api.post<unknown>('/api/admins/remove-student', membership);
}

/** Places a student who has no section in this one. */
export function useAddStudentToSection(callbacks: ClassMutationCallbacks<unknown> = {}) {
  return useClassMutation(addStudentToSection, () => [...placementKeys], callbacks);
}

/** Takes a student out of the section (their category, level and section are cleared). */
export function useRemoveStudentFromSection(callbacks: ClassMutationCallbacks<unknown> = {}) {
  return useClassMutation(removeStudentFromSection, () => [...placementKeys], callbacks);
}

/** `move-students`: these students, or every student of `fromSectionID`, into `sectionID`. */
export type MoveStudents = { ids: string[]; sectionID: string } | { fromSectionID: string; sectionID: string };

export type MovedStudents = Wire.MovedView;

export function moveStudents(move: MoveStudents): Promise<MovedStudents> {
  return api.post<MovedStudents>('/api/admins/move-students', move);
}

/** Moves students into another section (its level and category with it), all or none. */
export function useMoveStudents(callbacks: ClassMutationCallbacks<MovedStudents> = {}) {
  return useClassMutation(moveStudents, () => [...placementKeys], callbacks);
}
