import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useStudentClasswork } from '../api/get-student-classwork';
import type { Assignment } from '../types';
import { ClassworkCard } from './classwork-card';

interface ClassworkListProps {
  heading: string;
  classwork: readonly Assignment[];
  emptyText: string;
  missing?: boolean;
}

/** A part of the student's classwork ('To do', 'Missing'): a card for each piece. */
function ClassworkList({ heading, classwork, emptyText, missing = false }: ClassworkListProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} id={headingId}>
        {heading}
      </Title>
      {classwork.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        classwork.map((assignment) => <ClassworkCard key={assignment._id} assignment={assignment} missing={missing} />)
      )}
    </Stack>
  );
}

export interface MyClassworkScreenProps {
  /** The screen's heading ('Classwork'). */
  title: string;
}

/**
 * 'Classwork' of the student portal: what the teachers posted to the student's classes, 'To do'
 * (soonest due first) and 'Missing' (past due, latest first), each piece with its instructions and files.
 */
export function MyClassworkScreen({ title }: MyClassworkScreenProps) {
  const classwork = useStudentClasswork();
  return (
    <ScreenSection title={title}>
      {classwork.data ? (
        <>
          <ClassworkList heading="To do" classwork={classwork.data.todo} emptyText="Nothing to do." />
          <ClassworkList heading="Missing" classwork={classwork.data.missing} emptyText="Nothing missing." missing />
        </>
      ) : (
        <LoadState label="Loading your classwork" query={classwork} failedText="Your classwork could not be loaded." />
      )}
    </ScreenSection>
  );
}
