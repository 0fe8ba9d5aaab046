import { api } from '@/lib/api-client';
import { categoriesKey, levelsKeys } from '@/lib/query-keys';
import type { Level } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

export interface NewLevel {
  /** The category's id. */
  category: string;
  level: string;
}

export function createLevel(level: NewLevel): Promise<Level> {
  return api.post<Level>('/api/admins/create-level', level);
}

/**
 * Adds a level to a category (409 `errors.level` when the category has one so named); the
 * education chooser offers it.
 */
export function useCreateLevel(callbacks: ClassMutationCallbacks<Level> = {}) {
  return useClassMutation(
    createLevel,
    (_level, { category }) => [categoriesKey, levelsKeys.of(category)],
    callbacks,
  );
}
