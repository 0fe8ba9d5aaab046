import { Alert, Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useCurrentYear } from '@/lib/queries/current-year';
import { reportCardPagePath, sectionReportCardsPath } from '../api/paths';
import { useSectionGrades } from '../api/section';
import { useGradesViewStore } from '../stores/grades-view-store';
import type { SectionGrades } from '../types';
import { currentTermOf } from '../utils/terms';
import { PUBLISHED_LOCK } from '../utils/texts';
import { CommentField } from './comment-field';

export interface AdvisoryGradesScreenProps {
  title: string;
  /** The sections the teacher advises. */
  sections: readonly { sectionID: string; section: string; level: string }[];
}

function SectionGrid({ grades, yearID }: { grades: SectionGrades; yearID: string | null }) {
  const published = grades.publishedAt !== null;
  return (
    <Stack gap="sm">
      {published && (
        <Alert icon={<IconLock size={18} />} color="gray" title="Published">
          {PUBLISHED_LOCK}
        </Alert>
      )}
      {yearID && (
        <Group>
          <Button
            component="a"
            href={sectionReportCardsPath(grades.section._id, yearID)}
            target="_blank"
            rel="noopener"
            variant="light"
            leftSection={<IconFileTypePdf size={16} />}
          >
            Section report cards (PDF)
          </Button>
        </Group>
      )}
      {grades.students.length === 0 ? (
        <Text c="dimmed">This section has no students yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder striped aria-label={`Grades of ${grades.section.level} - ${grades.section.section}, ${grades.term.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Student</Table.Th>
                {grades.subjects.map((subject) => (
                  // Room for the 'Not submitted' badge, which would be cut in a narrower column.
                  <Table.Th scope="col" key={subject._id} miw={120}>
                    <div>{subject.name}</div>
                    <Text size="xs" c="dimmed" fw={400}>
                      {subject.teacher ?? 'No teacher'}
                    </Text>
                    {/* Dark text: Mantine's light green reads 3:1 on its tint, under WCAG AA's 4.5:1. */}
                    <Badge size="xs" variant="light" c="bright" color={subject.submittedAt ? 'green' : 'gray'}>
                      {subject.submittedAt ? 'Submitted' : 'Not submitted'}
                    </Badge>
                  </Table.Th>
                ))}
                <Table.Th scope="col">Average</Table.Th>
                <Table.Th scope="col">Comment</Table.Th>
                <Table.Th scope="col">Report card</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grades.students.map((student) => (
                <Table.Tr key={student._id}>
                  <Table.Th scope="row">{student.full_name}</Table.Th>
                  {student.grades.map((grade, index) => (
                    <Table.Td key={grades.subjects[index]?._id ?? index}>{grade ?? '—'}</Table.Td>
                  ))}
                  <Table.Td fw={600}>{student.average ?? '—'}</Table.Td>
                  <Table.Td>
                    <CommentField
                      key={`${grades.term._id}:${student._id}`}
                      studentID={student._id}
                      studentName={student.full_name}
                      termID={grades.term._id}
                      comment={student.comment}
                      readOnly={published}
                    />
                  </Table.Td>
                  <Table.Td>
                    {yearID && (
                      <Anchor
                        href={reportCardPagePath(student._id, yearID)}
                        target="_blank"
                        rel="noopener"
                        aria-label={`Report card of ${student.full_name}`}
                      >
                        Report card
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** Teacher portal › Advisory grades: the advised section's students × subjects, averages and comments. */
export function AdvisoryGradesScreen({ title, sections }: AdvisoryGradesScreenProps) {
  const [sectionID, setSectionID] = useState(sections[0]?.sectionID ?? '');
  const { advisoryTermID, chooseAdvisoryTerm } = useGradesViewStore();
  const year = useCurrentYear();
  const terms = year.data?.terms ?? [];
  const termID = advisoryTermID ?? currentTermOf(terms);
  const grades = useSectionGrades(sectionID, termID);

  return (
    <ScreenSection title={title}>
      <Group gap="sm" align="flex-end">
        {sections.length > 1 && (
          <Select
            label="Section"
            allowDeselect={false}
            data={sections.map((each) => ({ value: each.sectionID, label: `${each.level} - ${each.section}` }))}
            value={sectionID}
            onChange={(value) => value && setSectionID(value)}
            w={{ base: '100%', xs: 280 }}
          />
        )}
        <Select
          label="Term"
          allowDeselect={false}
          data={terms.map((term) => ({ value: term._id, label: term.name }))}
          value={termID}
          onChange={chooseAdvisoryTerm}
          disabled={terms.length === 0}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {sections.length === 0 ? (
        <Text c="dimmed">You do not advise a section.</Text>
      ) : year.data !== undefined && termID === null ? (
        <Text c="dimmed">The school year has no terms yet.</Text>
      ) : grades.data ? (
        <SectionGrid grades={grades.data} yearID={year.data?._id ?? null} />
      ) : (
        <LoadState label="Loading the section's grades" query={termID === null ? year : grades} failedText="The section's grades could not be loaded." />
      )}
    </ScreenSection>
  );
}
