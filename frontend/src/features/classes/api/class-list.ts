import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type * as Wire from '@/types/wire';
import { classesKeys } from './query-keys';

/** One student of a class list, with their parent or guardian. */
export type ClassListRow = Wire.ClassListRow;

/** A section's class list: where it sits, its adviser and its students in order. */
export type ClassList = Wire.ClassList;

/** The printable class list of a section. */
export function classListPagePath(sectionId: string) {
  return `/admin/class-list/${encodeURIComponent(sectionId)}`;
}

/** Where a section's class list downloads from, as a CSV file. */
export function exportSectionPath(sectionId: string) {
  return `/api/admins/export-section.csv?sectionID=${encodeURIComponent(sectionId)}`;
}

/** A section's class list with each student's parent or guardian. */
export function useClassList(sectionId: string) {
  return useQuery({
    queryKey: [...classesKeys.section(sectionId), 'class-list'] as const,
    queryFn: ({ signal }) =>
      api.get<ClassList>(`/api/admins/class-list?sectionID=${encodeURIComponent(sectionId)}`, signal),
  });
}
