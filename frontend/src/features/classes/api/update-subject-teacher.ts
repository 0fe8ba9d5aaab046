import { api } from '@/lib/api-client';
import { teachingKeys } from '@/lib/query-keys';
import type { Subject } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

export interface SubjectTeacherUpdate {
  /** The teacher's id. */
  teacher: string;
  subjectID: string;
  /** A new name for the subject; left out to keep it. */
  subject?: string;
}

export function updateSubjectTeacher(update: SubjectTeacherUpdate): Promise<Subject> {
  return api.post<Subject>('/api/admins/update-subject-teacher', update);
}

/**
 * Sets who teaches a subject; sections and levels show the teacher, and the teacher list each
 * teacher's classes, so they are stale too.
 */
export function useUpdateSubjectTeacher(callbacks: ClassMutationCallbacks<Subject> = {}) {
  return useClassMutation(updateSubjectTeacher, () => [...teachingKeys], callbacks);
}
