import type { ReactNode } from 'react';
import { Box, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { IconFileExport, IconPrinter } from '@tabler/icons-react';
import { LoadState } from '@/components/ui/load-state';
import { SCHOOL_NAME } from '@/components/ui/school-brand';
import { useSchoolYears } from '@/lib/queries/school-years';
import { exportSectionPath, useClassList, type ClassList } from '../api/class-list';
import classes from './class-list-page.module.css';

export interface ClassListPageProps {
  sectionId: string;
}

/**
 * A section's class list on a page of its own, made to be printed: every student with their
 * parent or guardian and how to reach them. 'School year' lists the section's learners of a past
 * year instead (kept in the address, `?schoolYearID=`). The buttons are left off the printout.
 */
export function ClassListPage({ sectionId }: ClassListPageProps) {
  const [search, setSearch] = useSearchParams();
  const yearId = search.get('schoolYearID');
  const list = useClassList(sectionId, yearId);
  const years = useSchoolYears();
  const chooseYear = (value: string | null) =>
    setSearch(value && value !== NOW ? { schoolYearID: value } : {}, { replace: false });
  const yearPicker = (
    <Select
      label="School year"
      w={{ base: '100%', xs: 260 }}
      allowDeselect={false}
      className={classes.actions}
      data={[
        { value: NOW, label: 'The section now' },
        ...(years.data ?? []).map((year) => ({ value: year._id, label: year.current ? `${year.name} (current)` : year.name })),
      ]}
      value={yearId ?? NOW}
      onChange={chooseYear}
    />
  );
  return (
    <Box component="main" p={{ base: 'sm', sm: 'xl' }} maw={1100} mx="auto" className={classes.page}>
      {list.data ? (
        <ClassListSheet list={list.data} yearId={yearId} yearPicker={yearPicker} />
      ) : (
        <LoadState label="Loading class list" query={list} failedText="The class list could not be loaded." />
      )}
    </Box>
  );
}

/** The picker's value for the section's students now. */
const NOW = 'now';

function fullName(first: string, middle: string | null, last: string) {
  return `${last}, ${first}${middle ? ` ${middle}` : ''}`;
}

function ClassListSheet({ list, yearId, yearPicker }: { list: ClassList; yearId: string | null; yearPicker: ReactNode }) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {SCHOOL_NAME}
          </Text>
          <Title order={1} size="h2">
            {`Class list: ${list.section}`}
          </Title>
          <Text>{`${list.category} › ${list.level} › ${list.section}`}</Text>
          <Text size="sm">{`Adviser: ${list.adviser ?? 'none'} · ${list.students.length} student(s)`}</Text>
          {list.school_year && <Text size="sm">{`School year ${list.school_year}: the section's learners of that year`}</Text>}
        </Stack>
        <Group gap="xs" className={classes.actions}>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            Print
          </Button>
          <Button
            variant="light"
            component="a"
            href={exportSectionPath(list.section_id, yearId)}
            download
            leftSection={<IconFileExport size={16} />}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
      {yearPicker}
      {list.students.length === 0 ? (
        <Text c="dimmed">This section has no students yet.</Text>
      ) : (
        // A box that scrolls on a narrow screen is reached by the keyboard too.
        <Box className={classes.scroll} role="region" aria-label={`Students of ${list.section}`} tabIndex={0}>
          <Table striped withTableBorder className={classes.table}>
            <Table.Caption>{`Students of ${list.section}`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">No.</Table.Th>
                <Table.Th scope="col">Name</Table.Th>
                <Table.Th scope="col">Birthdate</Table.Th>
                <Table.Th scope="col">Parent or guardian</Table.Th>
                <Table.Th scope="col">Phone</Table.Th>
                <Table.Th scope="col">Parent email</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.students.map((student) => (
                <Table.Tr key={student._id}>
                  <Table.Td>{student.no}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {fullName(student.first_name, student.middle_name, student.last_name)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {student.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{student.birthdate}</Table.Td>
                  <Table.Td>{`${student.parent_name} (${student.relationship})`}</Table.Td>
                  <Table.Td>{student.parent_phone ?? '—'}</Table.Td>
                  <Table.Td>{student.parent_email ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
