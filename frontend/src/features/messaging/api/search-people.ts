import { api } from '@/lib/api-client';
import type { MessagingRole, Person } from '../types';

/**
 * Students search teachers; guardians search their children's teachers; teachers search
 * students (through the admin namespace's search-students call) and their students' guardians,
 * students first.
 */
export async function searchPeople(role: MessagingRole, searchInput: string): Promise<Person[]> {
  if (role === 'teacher') {
    const [students, guardians] = await Promise.all([
      api.post<Person[]>('/api/admins/search-students', { searchInput }),
      api.post<Person[]>('/api/teachers/search-guardians', { searchInput }),
    ]);
    return [...students, ...guardians];
  }
  const path = role === 'student' ? '/api/students/search-teachers' : '/api/guardians/search-teachers';
  return api.post<Person[]>(path, { searchInput });
}
