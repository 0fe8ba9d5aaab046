import { api } from '@/lib/api-client';
import type { MessagingRole, Person } from '../types';

/** Students search teachers; teachers search students through the admin namespace's search-students call. */
const SEARCH_PATH: Record<MessagingRole, string> = {
  student: '/api/students/search-teachers',
  teacher: '/api/admins/search-students',
};

export function searchPeople(role: MessagingRole, searchInput: string): Promise<Person[]> {
  return api.post<Person[]>(SEARCH_PATH[role], { searchInput });
}
