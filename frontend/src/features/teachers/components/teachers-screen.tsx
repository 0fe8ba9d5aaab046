import { Button, Group, Loader, Pagination, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { notifySuccess } from '@/lib/notify';
import { useDeleteTeachers } from '../api/delete-teachers';
import { useTeacherTable } from '../hooks/use-teacher-table';
import type { Teacher } from '../types';
import { EditTeacherScreen } from './edit-teacher-screen';
import { TeacherDetailsDrawer } from './teacher-details-drawer';
import { TeachersTable } from './teachers-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { useAdminNavigation } from '@/lib/admin-navigation';
import { countOf } from '@/lib/count-of';

const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * '0 Teachers': a searchable, sortable, selectable table paged on the server (a school may have
 * thousands of teachers); Edit swaps in the form. `actions` (the CSV import and export) show
 * beside the heading.
 */
export function TeachersScreen({ actions }: { actions?: ReactNode } = {}) {
  const headingId = useId();
  const table = useTeacherTable();
  const { openCreate } = useAdminNavigation();
  const teachers = table.query;
  const [editing, setEditing] = useState<Teacher | null>(null);
  const [details, setDetails] = useState<Teacher | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const deleteTeachers = useDeleteTeachers({
    onSuccess: (answer) => {
      table.clear();
      notifySuccess(answer.message);
    },
  });

  if (editing) {
    return <EditTeacherScreen key={editing._id} teacher={editing} onDone={() => setEditing(null)} />;
  }

  const selectedCount = table.selectedIds.length;
  const confirmDelete = () => {
    if (window.confirm('Are you sure you want to delete?')) deleteTeachers.mutate(table.selectedIds);
  };
  const showDetails = (teacher: Teacher) => {
    setDetails(teacher);
    setDetailsOpen(true);
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" mih={36}>
        <Title order={2} id={headingId}>
          View all teachers
        </Title>
        {actions}
        {selectedCount > 0 && (
          <Button
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={deleteTeachers.isPending}
            onClick={confirmDelete}
          >
            {`Delete ${selectedCount} item(s)`}
          </Button>
        )}
      </Group>
      <TextInput
        label="Search teachers"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} />}
        rightSection={teachers.isFetching && !teachers.isPending ? <Loader size="xs" /> : undefined}
        value={table.search}
        onChange={(event) => table.setSearch(event.currentTarget.value)}
        maw={420}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {teachers.isPending || teachers.isError ? (
          <LoadState label="Loading teachers" query={teachers} failedText="The teachers could not be loaded." />
        ) : table.rows.length === 0 ? (
          <EmptyState
            searched={Boolean(table.q)}
            text={table.q ? 'No teachers found.' : 'No teachers yet.'}
            next="Create the first teacher account here, or import several from a CSV file with 'Import from CSV'."
            action={openCreate && { label: 'Create account for teacher', onClick: () => openCreate('teacher') }}
          />
        ) : (
          <Stack gap="md">
            <TeachersTable table={table} onEdit={setEditing} onViewDetails={showDetails} />
            {table.totalPages > 1 && (
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed">{countOf(table.total, 'teacher')}</Text>
                <Pagination
                  total={table.totalPages}
                  value={table.page}
                  onChange={table.setPage}
                  getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
                  getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Paper>
      <TeacherDetailsDrawer
        teacher={table.rows.find((teacher) => teacher._id === details?._id) ?? details}
        opened={detailsOpen}
        onClose={() => setDetailsOpen(false)}
      />
    </Stack>
  );
}
