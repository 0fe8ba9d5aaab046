import { Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { errorMessage, isApiError } from '@/lib/api-error';
import { countOf } from '@/lib/count-of';
import { notifyError, notifySuccess } from '@/lib/notify';
import { learnerSf10File, useSchoolFormDownload } from '@/lib/school-forms';
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

/**
 * 'Show archived': the graduates a year end archived and the learners who left during the year,
 * searched and paged, each with their permanent record (SF10) to download and restorable.
 */
export function ArchivedStudents({ q, pageSize }: ArchivedStudentsProps) {
  const paging = useSearchPaging(q, pageSize);
  const archived = useArchivedStudents({ page: paging.page, pageSize, q });
  const [restoring, setRestoring] = useState<ArchivedStudent | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sf10 = useSchoolFormDownload();
  const [downloadingID, setDownloadingID] = useState<string | null>(null);
  const downloadSf10 = (student: ArchivedStudent) => {
    setDownloadingID(student._id);
    sf10.mutate(learnerSf10File(student._id), {
      onSuccess: (file) => notifySuccess(`Downloaded ${file.savedAs}.`),
      onError: (error) => {
        // A 401 has already swapped in the login screen.
        if (!(isApiError(error) && error.status === 401)) notifyError(errorMessage(error));
      },
      onSettled: () => setDownloadingID(null),
    });
  };
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
            onDownloadSf10={downloadSf10}
            downloadingID={downloadingID}
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
