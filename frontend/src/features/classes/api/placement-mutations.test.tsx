import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { categoriesKey, levelsKeys } from '@/lib/query-keys';
import { createQueryClient } from '@/lib/react-query';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { useCreateCategory } from './create-category';
import { useCreateLevel } from './create-level';
import { useCreateSection } from './create-section';
import { useDeleteAllClasses } from './delete-all-classes';
import { useDeleteSections } from './delete-sections';
import { useAddSubjectToSection } from './add-subject-section';
import { useCreateSubject } from './create-subject';
import { useRemoveSubject } from './remove-subject';
import { useAddStudentToSection, useRemoveStudentFromSection } from './section-membership';
import { useUpdateSection } from './update-section';
import { useUpdateSubjectTeacher } from './update-subject-teacher';

/** The categories and levels the education chooser reads (shared with the classes screens). */
const chooserQueries: Record<string, QueryKey> = {
  "the chooser's categories": categoriesKey,
  "the chooser's levels and sections": levelsKeys.of('c-1'),
};
/** What the students area keeps in the cache: its list and the education chooser's steps. */
const studentQueries: Record<string, QueryKey> = {
  'the student list': ['students', { page: 1, pageSize: 10, q: '' }],
  ...chooserQueries,
};
const sectionRoster: QueryKey = ['classes', 'section', 's-1'];
/** What the teachers area keeps: its list (each teacher's advisory classes and classes) and the pickers. */
const teacherQueries: Record<string, QueryKey> = {
  'the teacher list': ['teachers', { page: 1, pageSize: 10, q: '', sort: null }],
  "a picker's teachers": ['teachers', 'picker', ''],
};
const unrelated: QueryKey = ['news-updates'];

/** Runs one mutation against a cache holding the queries above; answers the cache. */
async function afterMutation<T>(useWrite: () => { mutateAsync: (variables: T) => Promise<unknown> }, variables: T) {
  mockFetch(() => jsonResponse(200, { _id: 'new', message: 'Done.' }));
  const queryClient = createQueryClient();
  for (const key of [...Object.values(studentQueries), ...Object.values(teacherQueries), sectionRoster, unrelated]) {
    queryClient.setQueryData(key, {});
  }
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

function expectChooserStale(queryClient: QueryClient, keys: Record<string, QueryKey> = chooserQueries) {
  for (const [screen, key] of Object.entries(keys)) {
    expect(queryClient.getQueryState(key)?.isInvalidated, screen).toBe(true);
  }
  expect(queryClient.getQueryState(unrelated)?.isInvalidated).toBe(false);
}

function expectTeachersAreaStale(queryClient: QueryClient) {
  for (const [screen, key] of Object.entries(teacherQueries)) {
    expect(queryClient.getQueryState(key)?.isInvalidated, screen).toBe(true);
  }
  expect(queryClient.getQueryState(sectionRoster)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(unrelated)?.isInvalidated).toBe(false);
}

function expectTeachersAreaFresh(queryClient: QueryClient) {
  for (const [screen, key] of Object.entries(teacherQueries)) {
    expect(queryClient.getQueryState(key)?.isInvalidated, screen).toBe(false);
  }
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
    const categories = { "the chooser's categories": categoriesKey };
    expectChooserStale(await afterMutation(() => useCreateCategory(), 'College'), categories);
    expectChooserStale(await afterMutation(() => useCreateLevel(), { category: 'c-1', level: 'Grade 13' }));
  });
});

describe('class writes refresh the teachers area (advisory classes and classes)', () => {
  it('after a section is created, renamed or given another adviser', async () => {
    const section = { level: 'l-7', section: 'Luna', adviser: 't-1' };
    expectTeachersAreaStale(await afterMutation(() => useCreateSection(), section));
    const update = { sectionID: 's-1', section: 'Luna', adviser: 't-2' };
    expectTeachersAreaStale(await afterMutation(() => useUpdateSection(), update));
  });

  it('after sections or whole categories are deleted, so no teacher advises or teaches in them', async () => {
    expectTeachersAreaStale(await afterMutation(() => useDeleteSections(), ['s-1']));
    expectTeachersAreaStale(await afterMutation(() => useDeleteAllClasses(), ['c-1']));
  });

  it('after a subject is added, removed or given another teacher', async () => {
    const subject = { subject: 'Math', section: 's-1', teacher: 't-1' };
    expectTeachersAreaStale(await afterMutation(() => useCreateSubject(), subject));
    const addition = { subjectName: 'Science', subjectTeacher: 't-1', sectionID: 's-1' };
    expectTeachersAreaStale(await afterMutation(() => useAddSubjectToSection(), addition));
    expectTeachersAreaStale(await afterMutation(() => useRemoveSubject(), 'sub-1'));
    const change = { teacher: 't-2', subjectID: 'sub-1' };
    expectTeachersAreaStale(await afterMutation(() => useUpdateSubjectTeacher(), change));
  });

  it('not after a category or level is created, which no teacher is part of yet', async () => {
    expectTeachersAreaFresh(await afterMutation(() => useCreateCategory(), 'College'));
    expectTeachersAreaFresh(await afterMutation(() => useCreateLevel(), { category: 'c-1', level: 'Grade 13' }));
  });
});
