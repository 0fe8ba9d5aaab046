import { Group, Select, Stack, Text } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { ScreenSection } from '@/components/ui/screen-section';
import { useScreenAddress } from '@/lib/screen-address';
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

/**
 * The subject and term shown: those the address names (/teacher/grades/{subjectID}/{termID}),
 * else the last chosen, else the first subject and the current term. Null when the address
 * names a subject or term the teacher does not have.
 */
function shownBook(answer: MySubjectsAnswer, rest: readonly string[], remembered: { subjectID: string | null; termID: string | null }) {
  if (rest.length > 2) return null;
  const [named, namedTerm] = rest;
  if (named !== undefined && !answer.subjects.some((each) => each._id === named)) return null;
  if (namedTerm !== undefined && !answer.terms.some((each) => each._id === namedTerm)) return null;
  const known = (id: string | null, list: readonly { _id: string }[]) => (list.some((each) => each._id === id) ? id : null);
  return {
    subject: named ?? known(remembered.subjectID, answer.subjects) ?? answer.subjects[0]?._id ?? null,
    term: namedTerm ?? known(remembered.termID, answer.terms) ?? answer.currentTermID ?? answer.terms[0]?._id ?? null,
  };
}

function Chooser({ answer }: { answer: MySubjectsAnswer }) {
  const { subjectID, termID, chooseSubject, chooseTerm } = useGradesViewStore();
  const { rest, go, home } = useScreenAddress();
  const shown = shownBook(answer, rest, { subjectID, termID });
  if (answer.subjects.length === 0) return <Text c="dimmed">You do not teach any subject yet.</Text>;
  if (!shown) return <NotFoundScreen home={home} />;
  const { subject, term } = shown;
  const open = (nextSubject: string | null, nextTerm: string | null) => {
    chooseSubject(nextSubject);
    chooseTerm(nextTerm);
    if (nextSubject && nextTerm) go([nextSubject, nextTerm]);
  };
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label="Subject"
          allowDeselect={false}
          data={answer.subjects.map((each) => ({ value: each._id, label: subjectLabel(each) }))}
          value={subject}
          onChange={(next) => open(next, term)}
          w={{ base: '100%', xs: 360 }}
        />
        <Select
          label="Term"
          allowDeselect={false}
          data={answer.terms.map((each) => ({ value: each._id, label: each.name }))}
          value={term}
          onChange={(next) => open(subject, next)}
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

/** Teacher portal › Grades: a subject's gradebook of a term, at /teacher/grades/{subjectID}/{termID}. */
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
