import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import type { TeacherAccountFields } from '../types';
import { useCreateTeacher } from './create-teacher';
import { useDeleteTeachers } from './delete-teachers';
import { useUpdateTeacher } from './update-teacher';

const teacherList: QueryKey = ['teachers', { page: 1, pageSize: 10, q: '', sort: null }];
/** What the classes area keeps that names advisers and subject teachers. */
const classQueries: Record<string, QueryKey> = {
  "a level's sections with their advisers": ['classes', 'sections', 'l-1'],
  "a section's details with its subjects' teachers": ['classes', 'section', 's-1'],
  "a subject's teacher": ['classes', 'subject', 'sub-1'],
};
const studentList: QueryKey = ['students', { page: 1, pageSize: 10, q: '' }];

const fields: TeacherAccountFields = {
  first_name: 'Maria',
  middle_name: '',
  last_name: 'Santos',
  phone: '09171234567',
  email: 'maria.santos@school.edu',
  image: null,
  birthdate: '1985-03-07',
  address: '1 Mabini Street, Quezon City',
  zoom_link: '',
  zoom_id: '',
  zoom_password: '',
};

/** Runs one mutation against a cache holding the queries above; answers the cache. */
async function afterMutation<T>(useWrite: () => { mutateAsync: (variables: T) => Promise<unknown> }, variables: T) {
  mockFetch(() => jsonResponse(200, { _id: 't-1', message: 'Done.' }));
  const queryClient = createQueryClient();
  for (const key of [teacherList, ...Object.values(classQueries), studentList]) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useWrite, { wrapper });
  await act(() => result.current.mutateAsync(variables));
  return queryClient;
}

function classesAreStale(queryClient: QueryClient): boolean[] {
  return Object.values(classQueries).map((key) => queryClient.getQueryState(key)?.isInvalidated ?? false);
}

describe('teacher writes', () => {
  it('mark the class structure stale when teachers are deleted (cleared as advisers and teachers)', async () => {
    const queryClient = await afterMutation(() => useDeleteTeachers(), ['t-1', 't-2']);

    expect(queryClient.getQueryState(teacherList)?.isInvalidated).toBe(true);
    expect(classesAreStale(queryClient)).toEqual([true, true, true]);
    expect(queryClient.getQueryState(studentList)?.isInvalidated).toBe(false);
  });

  it('mark the class structure stale when a teacher is edited, as it shows their name', async () => {
    const queryClient = await afterMutation(() => useUpdateTeacher(), { id: 't-1', ...fields, last_name: 'Reyes' });

    expect(queryClient.getQueryState(teacherList)?.isInvalidated).toBe(true);
    expect(classesAreStale(queryClient)).toEqual([true, true, true]);
  });

  it('leave the class structure alone when a teacher is created, who advises and teaches nothing yet', async () => {
    const queryClient = await afterMutation(() => useCreateTeacher(), fields);

    expect(queryClient.getQueryState(teacherList)?.isInvalidated).toBe(true);
    expect(classesAreStale(queryClient)).toEqual([false, false, false]);
  });
});
