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

/** `sectionID=` and, for a past school year's list, `schoolYearID=`. */
function listQuery(sectionId: string, schoolYearId?: string | null) {
  const search = new URLSearchParams({ sectionID: sectionId });
  if (schoolYearId) search.set('schoolYearID', schoolYearId);
  return search.toString();
}

/** Where a section's class list downloads from, as a CSV file (of a school year when given). */
export function exportSectionPath(sectionId: string, schoolYearId?: string | null) {
  return `/api/admins/export-section.csv?${listQuery(sectionId, schoolYearId)}`;
}

/**
 * A section's class list with each student's parent or guardian: its students now, or its
 * learners of the school year `schoolYearId` (those who have left since included).
 */
export function useClassList(sectionId: string, schoolYearId?: string | null) {
  return useQuery({
    queryKey: [...classesKeys.section(sectionId), 'class-list', schoolYearId ?? 'now'] as const,
    queryFn: ({ signal }) => api.get<ClassList>(`/api/admins/class-list?${listQuery(sectionId, schoolYearId)}`, signal),
  });
}
