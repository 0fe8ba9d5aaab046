import { api } from '@/lib/api-client';
import { categoriesKey } from '@/lib/query-keys';
import type { Category } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { useClassMutation } from './use-class-mutation';

export function createCategory(category: string): Promise<Category> {
  return api.post<Category>('/api/admins/create-category', { category });
}

/** Creates a category (409 `errors.category` when the name is taken); the education chooser offers it. */
export function useCreateCategory(callbacks: ClassMutationCallbacks<Category> = {}) {
  return useClassMutation(createCategory, () => [categoriesKey], callbacks);
}
