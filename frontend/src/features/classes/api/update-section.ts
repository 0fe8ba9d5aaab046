import { api } from '@/lib/api-client';
import type { SectionDetail } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { classesKeys } from './query-keys';
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

/** Renames a section and sets its adviser (`update-adviser-section`). */
export function useUpdateSection(callbacks: ClassMutationCallbacks<SectionDetail> = {}) {
  return useClassMutation(updateSection, () => [classesKeys.all], callbacks);
}
