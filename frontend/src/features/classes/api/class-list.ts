import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { classesKeys } from './query-keys';

/** One student of a class list, with their parent or guardian. */
export interface ClassListRow {
  _id: string;
  /** The row's number on the list, from 1. */
  no: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string;
  birthdate: string;
  parent_name: string;
  relationship: string;
  parent_email: string | null;
  parent_phone: string | null;
}

/** A section's class list: where it sits, its adviser and its students in order. */
export interface ClassList {
  section_id: string;
  section: string;
  level: string;
  category: string;
  adviser: string | null;
  students: ClassListRow[];
}

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
