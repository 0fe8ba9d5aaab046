import { api } from '@/lib/api-client';
import { sectionKeys } from '@/lib/query-keys';
import type { SectionDetail } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

export interface NewSection {
  /** The level's id. */
  level: string;
  section: string;
  /** The adviser's (a teacher's) id. */
  adviser?: string;
}

export function createSection(section: NewSection): Promise<SectionDetail> {
  return api.post<SectionDetail>('/api/admins/create-section', section);
}

/** Adds a section to a level (409 `errors.section` when the level has one so named). */
export function useCreateSection(callbacks: ClassMutationCallbacks<SectionDetail> = {}) {
  // Levels list their sections and teachers their advisory classes, and the students area's
  // education chooser offers the level's sections: all of it is stale.
  return useClassMutation(createSection, () => [...sectionKeys], callbacks);
}
