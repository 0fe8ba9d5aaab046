import { api } from '@/lib/api-client';
import { teachingKeys } from '@/lib/query-keys';
import type { SubjectWithTeacher } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

export interface SubjectTeacherUpdate {
  /** The teacher's id. */
  teacher: string;
  subjectID: string;
  /** A new name for the subject; left out to keep it. */
  subject?: string;
}

export function updateSubjectTeacher(update: SubjectTeacherUpdate): Promise<SubjectWithTeacher> {
  return api.post<SubjectWithTeacher>('/api/admins/update-subject-teacher', update);
}

/**
 * Sets who teaches a subject; sections and levels show the teacher, and the teacher list each
 * teacher's classes, so they are stale too.
 */
export function useUpdateSubjectTeacher(callbacks: ClassMutationCallbacks<SubjectWithTeacher> = {}) {
  return useClassMutation(updateSubjectTeacher, () => [...teachingKeys], callbacks);
}
