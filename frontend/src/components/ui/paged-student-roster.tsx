import { Stack, Text } from '@mantine/core';
import { StudentRoster, type StudentRosterProps } from '@/components/ui/student-roster';
import { StudentSearchField } from '@/components/ui/student-search-field';
import { TablePagination } from '@/components/ui/table-pagination';
import { useStudentSearch } from '@/components/ui/use-student-search';

/** A section's students with a search box (name or email) and 25 to a page. */
export function PagedStudentRoster({ students, ...roster }: Omit<StudentRosterProps, 'firstNumber' | 'numberOf'>) {
  const search = useStudentSearch(students);
  if (students.length === 0) return <StudentRoster students={students} {...roster} />;
  return (
    <Stack gap="sm">
      <StudentSearchField value={search.query} onChange={search.setQuery} />
      {search.matching.length === 0 ? (
        <Text c="dimmed" size="sm">
          No students match this search.
        </Text>
      ) : (
        <StudentRoster students={search.shown} numberOf={search.numberOf} {...roster} />
      )}
      <TablePagination page={search.page} totalPages={search.totalPages} onChange={search.setPage} />
    </Stack>
  );
}
