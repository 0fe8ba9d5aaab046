import { api } from '@/lib/api-client';
import { teachingKeys } from '@/lib/query-keys';
import type { Subject } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

export interface NewSubject {
  subject: string;
  /** The section's id. */
  section: string;
  /** The teacher's id. */
  teacher: string;
}

export function createSubject(subject: NewSubject): Promise<Subject> {
  return api.post<Subject>('/api/admins/create-subject', subject);
}

/** Adds a subject to a section (409 when the section already has one so named). */
export function useCreateSubject(callbacks: ClassMutationCallbacks<Subject> = {}) {
  return useClassMutation(createSubject, () => [...teachingKeys], callbacks);
}
