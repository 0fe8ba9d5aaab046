import { api } from '@/lib/api-client';

/** Puts a teacher's, student's or guardian's account back on the school's starting password. */
export function resetPassword(body: { role: 'teacher' | 'student' | 'guardian'; id: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/admins/reset-password', body);
}
