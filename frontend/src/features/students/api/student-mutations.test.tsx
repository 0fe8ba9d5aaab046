import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { levelsKeys } from '@/lib/query-keys';
import { createQueryClient } from '@/lib/react-query';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { blankLearnerPayload, juan, recordOf } from '../testing/students';
import type { StudentAccountPayload } from '../types';
import { useCreateStudent } from './create-student';
import { useDeleteStudents } from './delete-students';
import { useUpdateStudent } from './update-student';

/** Queries other screens keep in the cache while a student is written. */
const placementQueries: Record<string, QueryKey> = {
  'the student list': ['students', { page: 1, pageSize: 10, q: '' }],
  "the chooser's levels": levelsKeys.of('cat-jhs'),
  "Edit section's students table": ['classes', 'section', 'sec-rizal'],
  "the level screen's sections": ['classes', 'level', 'lvl-7'],
  'the add-student picker': ['classes', 'available-students', { q: '', page: 1, pageSize: 10 }],
};
const unrelated: QueryKey = ['news-updates'];

const account: StudentAccountPayload = {
  first_name: juan.first_name,
  middle_name: null,
  last_name: juan.last_name,
  email: juan.email,
  address: '3 Rizal Avenue, Manila',
  image: null,
  birthdate: '2011-02-03',
  parent_fName: 'Rosa',
  parent_mName: null,
  parent_lName: 'Reyes',
  parent_email: 'rosa@home.test',
  phone: '09181234567',
  relationship: 'Mother',
  categoryID: 'cat-shs',
  levelID: 'lvl-11',
  sectionID: 'sec-luna',
  ...blankLearnerPayload,
};

/** Runs one mutation against a cache holding every query above; answers the cache. */
async function afterMutation<T>(useWrite: () => { mutateAsync: (variables: T) => Promise<unknown> }, variables: T) {
  mockFetch(() => jsonResponse(200, recordOf(juan)));
  const queryClient = createQueryClient();
  for (const key of [...Object.values(placementQueries), unrelated]) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useWrite, { wrapper });
  await act(() => result.current.mutateAsync(variables));
  return queryClient;
}

function expectPlacementStale(queryClient: QueryClient) {
  for (const [screen, key] of Object.entries(placementQueries)) {
    expect(queryClient.getQueryState(key)?.isInvalidated, screen).toBe(true);
  }
  expect(queryClient.getQueryState(unrelated)?.isInvalidated).toBe(false);
}

describe('student writes refresh every screen that shows where students sit', () => {
  it('after a student is created', async () => {
    expectPlacementStale(await afterMutation(() => useCreateStudent(), { ...account, password: 'Lyceum@2023' }));
  });

  it('after a student is updated (and perhaps moved to another section)', async () => {
    expectPlacementStale(await afterMutation(() => useUpdateStudent(), { ...account, id: juan._id }));
  });

  it('after students are deleted', async () => {
    expectPlacementStale(await afterMutation(() => useDeleteStudents(), [juan._id]));
  });
});
