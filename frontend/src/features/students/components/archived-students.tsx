import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { countOf } from '@/lib/count-of';
import { useArchivedStudents } from '../api/get-archived-students';
import { useSearchPaging } from '@/lib/use-search-paging';
import type { ArchivedStudent } from '../types';
import { ArchivedStudentsTable } from './archived-students-table';
import { RestoreStudentDialog } from './restore-student-dialog';
import { StudentsPagination } from './students-pagination';

export interface ArchivedStudentsProps {
  /** The search box's text, already debounced and trimmed. */
  q: string;
  pageSize: number;
}

/** 'Show archived': the graduates a year end archived, searched and paged, each restorable. */
export function ArchivedStudents({ q, pageSize }: ArchivedStudentsProps) {
  const paging = useSearchPaging(q, pageSize);
  const archived = useArchivedStudents({ page: paging.page, pageSize, q });
  const [restoring, setRestoring] = useState<ArchivedStudent | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rows = archived.data?.students ?? [];
  const total = archived.data?.total ?? 0;
  const pageCount = paging.settle(total, Boolean(archived.data) && !archived.isPlaceholderData);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {archived.isPending || archived.isError ? (
          <LoadState label="Loading archived students" query={archived} failedText="The archived students could not be loaded." />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No archived students.
          </Text>
        ) : (
          <ArchivedStudentsTable
            students={rows}
            onRestore={(student) => {
              setRestoring(student);
              setConfirming(true);
            }}
          />
        )}
      </Paper>
      <StudentsPagination
        totalText={countOf(total, 'archived student')}
        page={paging.page}
        pageCount={pageCount}
        onChange={paging.setPage}
      />
      <RestoreStudentDialog student={restoring} opened={confirming} onClose={() => setConfirming(false)} />
    </Stack>
  );
}
