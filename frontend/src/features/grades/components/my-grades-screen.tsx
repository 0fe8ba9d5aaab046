import { Box, Button, Group, Paper, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconFileDescription, IconFileTypePdf } from '@tabler/icons-react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useChildGrades } from '@/lib/queries/child-grades';
import { reportCardPagePath, reportCardPdfPath } from '../api/paths';
import { useMyGrades } from '../api/report-cards';
import type { MyGrades } from '../types';

export interface MyGradesScreenProps {
  title: string;
  studentID: string;
}

/** "No grades have been published yet." until a term is published. */
export const NO_GRADES_YET = 'No grades have been published yet.';

function GradesTable({ grades, label }: { grades: MyGrades; label: string }) {
  const name = `${label}${grades.year ? `, ${grades.year.name}` : ''}`;
  return (
    // A phone scrolls the table sideways; the region takes the keyboard's focus so arrows scroll it too.
    <Box role="region" aria-label={name} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table miw={520} withTableBorder striped aria-label={name}>
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
    </Box>
  );
}

interface GradesViewProps {
  title: string;
  studentID: string;
  grades: UseQueryResult<MyGrades>;
  /** The table's name for screen readers ('My grades', 'Grades of Juan Cruz'). */
  tableLabel: string;
  /** Said while loading, and after a failure. */
  loadingLabel: string;
  failedText: string;
  /** Offers the report card as a PDF file besides the printable page. */
  withPdf?: boolean;
}

/** The published grades of the year, finals, descriptors and general average, with the report card's links. */
function GradesView({ title, studentID, grades, tableLabel, loadingLabel, failedText, withPdf }: GradesViewProps) {
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
            {withPdf ? (
              <Button
                component="a"
                href={reportCardPdfPath(studentID, data.year._id)}
                variant="light"
                leftSection={<IconFileTypePdf size={16} />}
              >
                Report card (PDF)
              </Button>
            ) : null}
          </Group>
        ) : undefined
      }
    >
      {!data ? (
        <LoadState label={loadingLabel} query={grades} failedText={failedText} />
      ) : empty ? (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">{NO_GRADES_YET}</Text>
        </Paper>
      ) : (
        <GradesTable grades={data} label={tableLabel} />
      )}
    </ScreenSection>
  );
}

/** Student portal › Grades: the published grades of the year, finals, descriptors and general average. */
export function MyGradesScreen({ title, studentID }: MyGradesScreenProps) {
  const grades = useMyGrades();
  return (
    <GradesView
      title={title}
      studentID={studentID}
      grades={grades}
      tableLabel="My grades"
      loadingLabel="Loading your grades"
      failedText="Your grades could not be loaded."
    />
  );
}

export interface ChildGradesScreenProps {
  title: string;
  /** The guardian's chosen child. */
  studentID: string;
  /** The child's name, for the table's label. */
  childName: string;
}

/** Guardian portal › Grades: the chosen child's published grades, the report card and its PDF. */
export function ChildGradesScreen({ title, studentID, childName }: ChildGradesScreenProps) {
  const grades = useChildGrades(studentID);
  return (
    <GradesView
      title={title}
      studentID={studentID}
      grades={grades}
      tableLabel={`Grades of ${childName}`}
      loadingLabel="Loading grades"
      failedText="The grades could not be loaded."
      withPdf
    />
  );
}
