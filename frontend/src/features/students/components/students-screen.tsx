import { Button, Group, Loader, Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { namesNothing } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useScreenAddress } from '@/lib/screen-address';
import { useDeleteStudents } from '../api/delete-students';
import { useStudent } from '../api/get-student';
import { useStudents } from '../api/get-students';
import { useSearchPaging } from '@/lib/use-search-paging';
import { useIdSelection } from '@/lib/use-id-selection';
import type { Student, StudentRecord } from '../types';
import { ArchivedStudents } from './archived-students';
import { EditStudentForm } from './edit-student-form';
import { StudentDetailsDrawer } from './student-details-drawer';
import { StudentsPagination } from './students-pagination';
import { StudentsTable } from './students-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { useAdminNavigation } from '@/lib/admin-navigation';
import { countOf } from '@/lib/count-of';

export const STUDENTS_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;
export const DELETE_CONFIRM = 'Are you sure you want to delete?';

/** Which list the screen shows: the students, or ('Show archived') the graduates. */
export interface StudentsView {
  archived: boolean;
}

/** What shows beside the heading: fixed, or following the list shown (the CSV export does). */
export type StudentsActions = ReactNode | ((view: StudentsView) => ReactNode);

/**
 * '0 Students': a searchable, paged, selectable student table; Edit swaps in the form, and
 * 'Show archived' swaps in the graduates. `actions` (the CSV import and export) show beside the heading.
 */
export function StudentsScreen({ actions }: { actions?: StudentsActions } = {}) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const { openCreate } = useAdminNavigation();
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [archived, setArchived] = useState(false);
  const paging = useSearchPaging(q, STUDENTS_PAGE_SIZE);
  const students = useStudents({ page: paging.page, pageSize: STUDENTS_PAGE_SIZE, q }, { enabled: !archived });
  const rows = students.data?.students ?? [];
  const selection = useIdSelection(rows.map((student) => student._id));
  const [editingID, setEditingID] = useState<string | null>(null);
  // A student's record opens at its own address, /admin/students/{id}, over the list.
  const { rest, go, home } = useScreenAddress();
  const namedID = rest.length === 1 ? rest[0]! : null;
  const named = useStudent(namedID);
  const [details, setDetails] = useState<Student | StudentRecord | null>(null);
  const deleteStudents = useDeleteStudents({
    onSuccess: (answer) => {
      selection.clear();
      notifySuccess(answer.message);
    },
  });

  if (rest.length > 1 || namesNothing(named.error)) return <NotFoundScreen home={home} />;

  const total = students.data?.total ?? 0;
  const pageCount = paging.settle(total, Boolean(students.data) && !students.isPlaceholderData);

  if (editingID) {
    return (
      <Stack component="section" aria-labelledby={headingId} gap="lg">
        <Title order={2} id={headingId}>
          Update/Edit student account
        </Title>
        <EditStudentForm key={editingID} studentID={editingID} onDone={() => setEditingID(null)} />
      </Stack>
    );
  }

  const selectedCount = archived ? 0 : selection.selectedIds.length;
  const confirmDelete = () => {
    if (window.confirm(DELETE_CONFIRM)) deleteStudents.mutate(selection.selectedIds);
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" mih={36}>
        <Title order={2} id={headingId}>
          View all students
        </Title>
        {typeof actions === 'function' ? actions({ archived }) : actions}
        {selectedCount > 0 && (
          <Button color="red" leftSection={<IconTrash size={16} />} loading={deleteStudents.isPending} onClick={confirmDelete}>
            {`Delete ${selectedCount} item(s)`}
          </Button>
        )}
      </Group>
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput
          label="Search students"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} />}
          rightSection={!archived && students.isFetching && !students.isPending ? <Loader size="xs" /> : undefined}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 420 }}
        />
        <Switch
          label="Show archived"
          checked={archived}
          onChange={(event) => setArchived(event.currentTarget.checked)}
          pb={8}
        />
      </Group>
      {archived ? (
        <ArchivedStudents q={q} pageSize={STUDENTS_PAGE_SIZE} />
      ) : (
        <>
          <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
            {students.isPending || students.isError ? (
              <LoadState label="Loading students" query={students} failedText="The students could not be loaded." />
            ) : rows.length === 0 ? (
              <EmptyState
                searched={Boolean(q)}
                text="No students found."
                next="Create the first student account here, or import several from a CSV file with 'Import from CSV'."
                action={openCreate && { label: 'Create account for student', onClick: () => openCreate('student') }}
              />
            ) : (
              <StudentsTable
                students={rows}
                selection={selection}
                onEdit={(student) => setEditingID(student._id)}
                onViewDetails={(student) => {
                  setDetails(student);
                  go([student._id]);
                }}
              />
            )}
          </Paper>
          <StudentsPagination
            totalText={countOf(total, 'student')}
            page={paging.page}
            pageCount={pageCount}
            onChange={paging.setPage}
          />
        </>
      )}
      <StudentDetailsDrawer
        // The row clicked shows at once; the record the address names replaces it when loaded.
        // Closing keeps the last one shown while the panel slides away.
        student={namedID ? (named.data ?? (details?._id === namedID ? details : null)) : details}
        opened={namedID !== null}
        onClose={() => {
          // The record loaded (with its learner's part) stays shown while the panel slides away.
          if (named.data) setDetails(named.data);
          go([]);
        }}
      />
    </Stack>
  );
}
