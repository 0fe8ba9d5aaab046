import { api } from '@/lib/api-client';
import { teachingKeys } from '@/lib/query-keys';
import type { Subject } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

export interface SectionSubjectAddition {
  subjectName: string;
  /** The teacher's id. */
  subjectTeacher: string;
  sectionID: string;
}

export function addSubjectToSection(addition: SectionSubjectAddition): Promise<Subject> {
  return api.post<Subject>('/api/admins/add-subject-section', addition);
}

/** The edit-section screen's "Add subject" (409 when the section already has one so named). */
export function useAddSubjectToSection(callbacks: ClassMutationCallbacks<Subject> = {}) {
  return useClassMutation(addSubjectToSection, () => [...teachingKeys], callbacks);
}
