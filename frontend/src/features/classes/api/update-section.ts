import { api } from '@/lib/api-client';
import { sectionKeys } from '@/lib/query-keys';
import type { SectionDetail } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

export interface SectionUpdate {
  sectionID: string;
  section: string;
  /** The adviser's (a teacher's) id. */
  adviser: string;
}

export function updateSection(update: SectionUpdate): Promise<SectionDetail> {
  return api.post<SectionDetail>('/api/admins/update-adviser-section', update);
}

/**
 * Renames a section and sets its adviser (`update-adviser-section`); the student list shows the
 * new name, and the teacher list the advisers' advisory classes.
 */
export function useUpdateSection(callbacks: ClassMutationCallbacks<SectionDetail> = {}) {
  return useClassMutation(updateSection, () => [...sectionKeys], callbacks);
}
