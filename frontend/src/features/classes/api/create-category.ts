import { api } from '@/lib/api-client';
import type { Category } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { classesKeys } from './query-keys';
import { useClassMutation } from './use-class-mutation';

export function createCategory(category: string): Promise<Category> {
  return api.post<Category>('/api/admins/create-category', { category });
}

/** Creates a category (409 `errors.category` when the name is taken). */
export function useCreateCategory(callbacks: ClassMutationCallbacks<Category> = {}) {
  return useClassMutation(createCategory, () => [classesKeys.categories()], callbacks);
}
