import { Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { reportCardPagePath } from '../api/paths';
import { useMyGrades } from '../api/report-cards';
import type { MyGrades } from '../types';

export interface MyGradesScreenProps {
  title: string;
  studentID: string;
}

/** "No grades have been published yet." until a term is published. */
export const NO_GRADES_YET = 'No grades have been published yet.';

function GradesTable({ grades }: { grades: MyGrades }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder striped aria-label={`My grades${grades.year ? `, ${grades.year.name}` : ''}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Subject</Table.Th>
            {grades.terms.map((term) => (
              <Table.Th scope="col" key={term._id}>
                {term.name}
              </Table.Th>
            ))}
            <Table.Th scope="col">Final grade</Table.Th>
            <Table.Th scope="col">Descriptor</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grades.subjects.map((subject) => (
            <Table.Tr key={subject._id}>
              <Table.Th scope="row">{subject.name}</Table.Th>
              {grades.terms.map((term, index) => (
                <Table.Td key={term._id}>{subject.grades[index] ?? '—'}</Table.Td>
              ))}
              <Table.Td fw={600}>{subject.final ?? '—'}</Table.Td>
              <Table.Td>{subject.descriptor ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={grades.terms.length + 1}>
              General average
            </Table.Th>
            <Table.Td fw={700}>{grades.generalAverage ?? '—'}</Table.Td>
            <Table.Td>{grades.descriptor ?? '—'}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Student portal › Grades: the published grades of the year, finals, descriptors and general average. */
export function MyGradesScreen({ title, studentID }: MyGradesScreenProps) {
  const grades = useMyGrades();
  const data = grades.data;
  const empty = data !== undefined && data.subjects.every((subject) => subject.grades.every((grade) => grade === null));
  return (
    <ScreenSection
      title={title}
      actions={
        data?.year && !empty ? (
          <Group>
            <Button
              component="a"
              href={reportCardPagePath(studentID, data.year._id)}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconFileDescription size={16} />}
            >
              Report card
            </Button>
          </Group>
        ) : undefined
      }
    >
      {!data ? (
        <LoadState label="Loading your grades" query={grades} failedText="Your grades could not be loaded." />
      ) : empty ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">{NO_GRADES_YET}</Text>
        </Paper>
      ) : (
        <GradesTable grades={data} />
      )}
    </ScreenSection>
  );
}
