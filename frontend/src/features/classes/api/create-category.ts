import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import type { Category } from '../types';
import type { ClassMutationCallbacks } from './mutation-callbacks';
import { classesKeys } from './query-keys';
import { useClassMutation } from './use-class-mutation';

export function createCategory(category: string): Promise<Category> {
  return api.post<Category>('/api/admins/create-category', { category });
}

/** Creates a category (409 `errors.category` when the name is taken); the education chooser offers it. */
export function useCreateCategory(callbacks: ClassMutationCallbacks<Category> = {}) {
  return useClassMutation(createCategory, () => [classesKeys.categories(), queryRoots.students], callbacks);
}
