import { useMemo, useState } from 'react';
import type { SectionStudent } from '@/types/api';

/** Rows per page of a section's students (a section may hold 2,000). */
export const STUDENTS_PER_PAGE = 25;

/** Whether the student's name or email holds the term, ignoring case. */
export function matchesStudent(student: SectionStudent, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return student.full_name.toLowerCase().includes(needle) || student.email.toLowerCase().includes(needle);
}

/**
 * Searching and paging a section's students on the client: the API answers the whole section,
 * so only what one screen can hold is drawn. A new search goes back to the first page.
 */
export function useStudentSearch(students: SectionStudent[], pageSize = STUDENTS_PER_PAGE) {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const matching = useMemo(() => students.filter((student) => matchesStudent(student, query)), [students, query]);
  // The number in the whole list stays the student's, whatever the search shows.
  const numbers = useMemo(() => new Map(students.map((student, index) => [student._id, index + 1])), [students]);
  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, totalPages);
  const shown = matching.slice((current - 1) * pageSize, current * pageSize);
  return {
    query,
    setQuery: (next: string) => {
      setQueryState(next);
      setPage(1);
    },
    page: current,
    setPage,
    totalPages,
    matching,
    shown,
    numberOf: (student: SectionStudent) => numbers.get(student._id) ?? 0,
  };
}
