import { Button, Group, Loader, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { notifySuccess } from '@/lib/notify';
import { useDeleteStudents } from '../api/delete-students';
import { useStudents } from '../api/get-students';
import { useIdSelection } from '@/lib/use-id-selection';
import type { Student } from '../types';
import { EditStudentForm } from './edit-student-form';
import { StudentDetailsDrawer } from './student-details-drawer';
import { StudentsTable } from './students-table';
import { LoadState } from '@/components/ui/load-state';
import { countOf } from '@/lib/count-of';

export const STUDENTS_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 300;
export const DELETE_CONFIRM = 'Are you sure you want to delete?';

const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * '0 Students': a searchable, paged, selectable student table; Edit swaps in the form.
 * `actions` (the CSV import and export) show beside the heading.
 */
export function StudentsScreen({ actions }: { actions?: ReactNode } = {}) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ q: '', page: 1 });
  // A new search starts again from its first page.
  const page = paging.q === q ? paging.page : 1;
  const students = useStudents({ page, pageSize: STUDENTS_PAGE_SIZE, q });
  const rows = students.data?.students ?? [];
  const selection = useIdSelection(rows.map((student) => student._id));
  const [editing, setEditing] = useState<Student | null>(null);
  const [details, setDetails] = useState<Student | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const deleteStudents = useDeleteStudents({
    onSuccess: (answer) => {
      selection.clear();
      notifySuccess(answer.message);
    },
  });

  const total = students.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / STUDENTS_PAGE_SIZE));
  // After a delete empties the last page, step back to the new last one.
  if (students.data && !students.isPlaceholderData && page > pageCount) {
    setPaging({ q, page: pageCount });
  }

  if (editing) {
    return (
      <Stack component="section" aria-labelledby={headingId} gap="lg">
        <Title order={2} id={headingId}>
          Update/Edit student account
        </Title>
        <EditStudentForm key={editing._id} student={editing} onDone={() => setEditing(null)} />
      </Stack>
    );
  }

  const selectedCount = selection.selectedIds.length;
  const confirmDelete = () => {
    if (window.confirm(DELETE_CONFIRM)) deleteStudents.mutate(selection.selectedIds);
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" mih={36}>
        <Title order={2} id={headingId}>
          View all students
        </Title>
        {actions}
        {selectedCount > 0 && (
          <Button color="red" leftSection={<IconTrash size={16} />} loading={deleteStudents.isPending} onClick={confirmDelete}>
            {`Delete ${selectedCount} item(s)`}
          </Button>
        )}
      </Group>
      <TextInput
        label="Search students"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} />}
        rightSection={students.isFetching && !students.isPending ? <Loader size="xs" /> : undefined}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {students.isPending || students.isError ? (
          <LoadState label="Loading students" query={students} failedText="The students could not be loaded." />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No students found.
          </Text>
        ) : (
          <StudentsTable
            students={rows}
            selection={selection}
            onEdit={setEditing}
            onViewDetails={(student) => {
              setDetails(student);
              setDetailsOpen(true);
            }}
          />
        )}
      </Paper>
      {pageCount > 1 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">{countOf(total, 'student')}</Text>
          <Pagination
            total={pageCount}
            value={page}
            onChange={(next) => setPaging({ q, page: next })}
            getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </Group>
      )}
      <StudentDetailsDrawer student={details} opened={detailsOpen} onClose={() => setDetailsOpen(false)} />
    </Stack>
  );
}
