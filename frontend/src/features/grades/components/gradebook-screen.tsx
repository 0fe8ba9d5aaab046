import { Group, Select, Stack, Text } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useGradebook, useMySubjects } from '../api/gradebook';
import { useGradesViewStore } from '../stores/grades-view-store';
import type { MySubjectsAnswer } from '../types';
import { subjectLabel } from '../utils/texts';
import { GradebookView } from './gradebook-view';

export interface GradebookScreenProps {
  /** The screen's heading ('Grades'). */
  title: string;
}

function LoadedGradebook({ subjectID, termID }: { subjectID: string; termID: string }) {
  const book = useGradebook(subjectID, termID);
  if (!book.data) return <LoadState label="Loading gradebook" query={book} failedText="The gradebook could not be loaded." />;
  return <GradebookView key={`${subjectID}:${termID}`} book={book.data} />;
}

function Chooser({ answer }: { answer: MySubjectsAnswer }) {
  const { subjectID, termID, chooseSubject, chooseTerm } = useGradesViewStore();
  const subject = subjectID ?? answer.subjects[0]?._id ?? null;
  const term = termID ?? answer.currentTermID ?? answer.terms[0]?._id ?? null;
  if (answer.subjects.length === 0) return <Text c="dimmed">You do not teach any subject yet.</Text>;
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label="Subject"
          allowDeselect={false}
          data={answer.subjects.map((each) => ({ value: each._id, label: subjectLabel(each) }))}
          value={subject}
          onChange={chooseSubject}
          w={{ base: '100%', xs: 360 }}
        />
        <Select
          label="Term"
          allowDeselect={false}
          data={answer.terms.map((each) => ({ value: each._id, label: each.name }))}
          value={term}
          onChange={chooseTerm}
          placeholder={answer.terms.length === 0 ? 'No terms this year' : undefined}
          disabled={answer.terms.length === 0}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {subject && term ? (
        <LoadedGradebook subjectID={subject} termID={term} />
      ) : (
        <Text c="dimmed">The school year has no terms yet.</Text>
      )}
    </Stack>
  );
}

/** Teacher portal › Grades: a subject's gradebook of a term. */
export function GradebookScreen({ title }: GradebookScreenProps) {
  const mine = useMySubjects();
  return (
    <ScreenSection title={title}>
      {mine.data ? (
        <Chooser answer={mine.data} />
      ) : (
        <LoadState label="Loading your subjects" query={mine} failedText="Your subjects could not be loaded." />
      )}
    </ScreenSection>
  );
}
