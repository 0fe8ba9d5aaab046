import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useNow } from '@/lib/use-now';
import { useStudentClasswork } from '../api/get-student-classwork';
import type { Assignment } from '../types';
import { ClassworkCard } from './classwork-card';
import { YourWork } from './your-work';

interface ClassworkListProps {
  heading: string;
  classwork: readonly Assignment[];
  emptyText: string;
  missing?: boolean;
  /** The browser's clock (ms). */
  now: number;
}

/** A part of the student's classwork ('To do', 'Missing', 'Done'): a card for each piece, with the student's work. */
function ClassworkList({ heading, classwork, emptyText, missing = false, now }: ClassworkListProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} id={headingId}>
        {heading}
      </Title>
      {classwork.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        classwork.map((assignment) => (
          <ClassworkCard key={assignment._id} assignment={assignment} missing={missing}>
            <YourWork assignment={assignment} now={now} />
          </ClassworkCard>
        ))
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
 * (soonest due first), 'Missing' (past due, latest first) and 'Done' (turned in or returned,
 * latest due first), each piece with its instructions and files, and the student's work on it.
 */
export function MyClassworkScreen({ title }: MyClassworkScreenProps) {
  const classwork = useStudentClasswork();
  const now = useNow().getTime();
  return (
    <ScreenSection title={title}>
      {classwork.data ? (
        <>
          <ClassworkList heading="To do" classwork={classwork.data.todo} emptyText="Nothing to do." now={now} />
          <ClassworkList
            heading="Missing"
            classwork={classwork.data.missing}
            emptyText="Nothing missing."
            missing
            now={now}
          />
          <ClassworkList heading="Done" classwork={classwork.data.done} emptyText="Nothing turned in yet." now={now} />
        </>
      ) : (
        <LoadState label="Loading your classwork" query={classwork} failedText="Your classwork could not be loaded." />
      )}
    </ScreenSection>
  );
}
