import { Button, Group, Modal, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { useAddStudentToSection, useAvailableStudents } from '../api/section-membership';
import type { SectionDetail, SectionStudent } from '../types';

const PAGE_SIZE = 10;

export interface AddStudentModalProps {
  section: SectionDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * The add-student picker of 'Edit section': students without a section, searched and paged on
 * the server (a school may have tens of thousands); choosing one places them and closes it.
 */
export function AddStudentModal({ section, opened, onClose }: AddStudentModalProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const available = useAvailableStudents({ q, page, pageSize: PAGE_SIZE }, opened);
  const addStudent = useAddStudentToSection({ onSuccess: onClose });
  const list = available.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  // A picker's rows speak for themselves: the headings are there for screen readers only.
  const columns: DataTableColumn<SectionStudent>[] = [
    {
      key: 'picture',
      header: 'Picture',
      hideHeader: true,
      width: 48,
      cell: (student) => <Avatar image={student.image} alt={student.full_name} radius="xl" size="sm" />,
    },
    {
      key: 'student',
      header: 'Student',
      hideHeader: true,
      cell: (student) => (
        <>
          <Text size="sm" fw={500}>
            {student.full_name}
          </Text>
          <Text size="xs" c="dimmed">
            {student.email}
          </Text>
        </>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      hideHeader: true,
      width: 90,
      cell: (student) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Add ${student.full_name}`}
          loading={addStudent.isPending && addStudent.variables?.studentID === student._id}
          disabled={addStudent.isPending}
          onClick={() => addStudent.mutate({ studentID: student._id, sectionID: section._id })}
        >
          Add
        </Button>
      ),
    },
  ];

  return (
    <Modal opened={opened} onClose={onClose} title={`Add a student to ${section.section}`} size="lg">
      <Stack gap="sm">
        <TextInput
          label="Search students"
          placeholder="Name or email"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          data-autofocus
        />
        {!list ? (
          <LoadState size="sm" label="Loading students" query={available} failedText="The students could not be loaded." />
        ) : (
          <DataTable
            label="Students without a section"
            columns={columns}
            rows={list.students}
            rowKey={(student) => student._id}
            emptyText={q.trim() ? 'No student without a section matches.' : 'Every student already has a section.'}
            minWidth={420}
          />
        )}
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
