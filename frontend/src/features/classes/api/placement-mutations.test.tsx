import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { useCreateCategory } from './create-category';
import { useCreateLevel } from './create-level';
import { useCreateSection } from './create-section';
import { useDeleteAllClasses } from './delete-all-classes';
import { useDeleteSections } from './delete-sections';
import { useAddStudentToSection, useRemoveStudentFromSection } from './section-membership';
import { useUpdateSection } from './update-section';

/** What the students area keeps in the cache: its list and the education chooser's steps. */
const studentQueries: Record<string, QueryKey> = {
  'the student list': ['students', { page: 1, pageSize: 10, q: '' }],
  "the chooser's categories": ['students', 'categories'],
  "the chooser's levels and sections": ['students', 'levels', 'c-1'],
};
const sectionRoster: QueryKey = ['classes', 'section', 's-1'];
const unrelated: QueryKey = ['news-updates'];

/** Runs one mutation against a cache holding the queries above; answers the cache. */
async function afterMutation<T>(useWrite: () => { mutateAsync: (variables: T) => Promise<unknown> }, variables: T) {
  mockFetch(() => jsonResponse(200, { _id: 'new', message: 'Done.' }));
  const queryClient = createQueryClient();
  for (const key of [...Object.values(studentQueries), sectionRoster, unrelated]) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useWrite, { wrapper });
  await act(() => result.current.mutateAsync(variables));
  return queryClient;
}

function expectStudentsAreaStale(queryClient: QueryClient) {
  for (const [screen, key] of Object.entries(studentQueries)) {
    expect(queryClient.getQueryState(key)?.isInvalidated, screen).toBe(true);
  }
  expect(queryClient.getQueryState(unrelated)?.isInvalidated).toBe(false);
}

describe('class writes refresh the students area', () => {
  it('after a student is added to a section or removed from it, with the section itself', async () => {
    const membership = { studentID: 'st-1', sectionID: 's-1' };
    for (const useWrite of [() => useAddStudentToSection(), () => useRemoveStudentFromSection()]) {
      const queryClient = await afterMutation(useWrite, membership);
      expectStudentsAreaStale(queryClient);
      expect(queryClient.getQueryState(sectionRoster)?.isInvalidated).toBe(true);
    }
  });

  it('after a section is created, so the chooser no longer says the level has none', async () => {
    expectStudentsAreaStale(await afterMutation(() => useCreateSection(), { level: 'l-7', section: 'Luna' }));
  });

  it('after a section is renamed, so the student list shows its new name', async () => {
    const update = { sectionID: 's-1', section: 'Luna', adviser: 't-1' };
    expectStudentsAreaStale(await afterMutation(() => useUpdateSection(), update));
  });

  it('after sections or whole categories are deleted, so no student shows a deleted section', async () => {
    expectStudentsAreaStale(await afterMutation(() => useDeleteSections(), ['s-1']));
    expectStudentsAreaStale(await afterMutation(() => useDeleteAllClasses(), ['c-1']));
  });

  it('after a category or level is created, so the chooser offers it', async () => {
    expectStudentsAreaStale(await afterMutation(() => useCreateCategory(), 'College'));
    expectStudentsAreaStale(await afterMutation(() => useCreateLevel(), { category: 'c-1', level: 'Grade 13' }));
  });
});
