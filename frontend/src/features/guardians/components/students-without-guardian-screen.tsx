import { Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { SectionPicker } from '@/components/ui/section-picker';
import { TablePagination } from '@/components/ui/table-pagination';
import { countOf } from '@/lib/count-of';
import { useSearchPaging } from '@/lib/use-search-paging';
import { useStudentsWithoutGuardian } from '../api/students-without-guardian';
import type { StudentWithoutGuardian } from '../types';
import { placeOf } from '../utils/place';
import { CreateFromStudentButton } from './create-from-student-button';
import { GUARDIANS_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './guardians-screen';

const COLUMNS: DataTableColumn<StudentWithoutGuardian>[] = [
  {
    key: 'student',
    header: 'Student',
    cell: (student) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {student.full_name}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {student.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'section', header: 'Section', cell: (student) => placeOf(student) },
  {
    key: 'parent',
    header: 'Parent or guardian',
    cell: (student) => (
      <Stack gap={0}>
        <Text size="sm">{student.parent_name || 'No name'}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[student.relationship, student.parent_email || 'No email'].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'action',
    header: 'Action',
    cell: (student) => <CreateFromStudentButton studentID={student._id} studentName={student.full_name} size="xs" />,
  },
];

/**
 * '2 Guardians': the current students no guardian account is linked to yet, by section and
 * searched by name or email, each with 'Create guardian account' from their guardian block.
 */
export function StudentsWithoutGuardianScreen() {
  const headingId = useId();
  const [sectionID, setSectionID] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new section starts again from the first page, as a new search does.
  const paging = useSearchPaging(`${sectionID ?? ''}\n${q}`, GUARDIANS_PAGE_SIZE);
  const students = useStudentsWithoutGuardian({ sectionID, q, page: paging.page, pageSize: GUARDIANS_PAGE_SIZE });
  const rows = students.data?.students ?? [];
  const total = students.data?.total ?? 0;
  const pageCount = paging.settle(total, Boolean(students.data) && !students.isPlaceholderData);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Title order={2} id={headingId}>
        Students without a guardian account
      </Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <SectionPicker value={sectionID} onChange={setSectionID} />
        <TextInput
          label="Search students"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} />}
          rightSection={students.isFetching && !students.isPending ? <Loader size="xs" aria-label="Searching students" /> : undefined}
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {students.isPending || students.isError ? (
          <LoadState label="Loading students" query={students} failedText="The students could not be loaded." />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {q || sectionID ? 'No student here is without a guardian account.' : 'Every student has a guardian account.'}
          </Text>
        ) : (
          <DataTable
            label="Students without a guardian account"
            columns={COLUMNS}
            rows={rows}
            rowKey={(student) => student._id}
            minWidth={680}
            verticalSpacing="sm"
            highlightOnHover
          />
        )}
      </Paper>
      {rows.length > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {countOf(total, 'student')}
          </Text>
          <TablePagination page={paging.page} totalPages={pageCount} onChange={paging.setPage} />
        </Group>
      )}
    </Stack>
  );
}
