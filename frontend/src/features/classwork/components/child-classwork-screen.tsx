import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useNow } from '@/lib/use-now';
import { useChildClasswork } from '../api/get-child-classwork';
import type { Assignment } from '../types';
import { ChildWork } from './child-work';
import { ClassworkCard } from './classwork-card';

/** What each part says when it holds nothing. */
const EMPTY = {
  missing: 'Nothing missing.',
  todo: 'Nothing to do.',
  done: 'Nothing turned in yet.',
} as const;

interface ChildClassworkPartProps {
  heading: string;
  classwork: readonly Assignment[];
  emptyText: string;
  childName: string;
  missing?: boolean;
  /** The browser's clock (ms). */
  now: number;
}

/** A part of the child's classwork ('Missing', 'To do', 'Done'): a card for each piece, with the child's work. */
function ChildClassworkPart({ heading, classwork, emptyText, childName, missing = false, now }: ChildClassworkPartProps) {
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
          // The piece's own files are the class's: a guardian may not open them, so none is linked.
          <ClassworkCard key={assignment._id} assignment={assignment} missing={missing} withFiles={false}>
            <ChildWork assignment={assignment} childName={childName} now={now} />
          </ClassworkCard>
        ))
      )}
    </Stack>
  );
}

export interface ChildClassworkScreenProps {
  /** The guardian's chosen child. */
  studentID: string;
  /** The child's first name: 'Juan's work'. */
  childName: string;
  /** The screen's heading ('Classwork'). */
  title: string;
}

/**
 * Guardian portal › Classwork: the chosen child's classwork, read only. 'Missing' first (past due,
 * not turned in, latest due first), then 'To do' (soonest due first) and 'Done' (turned in or
 * returned, latest due first); each piece with its instructions and the child's work: where it
 * stands, their answer and files, and once returned the score and the teacher's comment.
 */
export function ChildClassworkScreen({ studentID, childName, title }: ChildClassworkScreenProps) {
  const classwork = useChildClasswork(studentID);
  const now = useNow().getTime();
  const parts = { childName, now };
  return (
    <ScreenSection title={title}>
      {classwork.data ? (
        <>
          <ChildClassworkPart
            heading="Missing"
            classwork={classwork.data.missing}
            emptyText={EMPTY.missing}
            missing
            {...parts}
          />
          <ChildClassworkPart heading="To do" classwork={classwork.data.todo} emptyText={EMPTY.todo} {...parts} />
          <ChildClassworkPart heading="Done" classwork={classwork.data.done} emptyText={EMPTY.done} {...parts} />
        </>
      ) : (
        <LoadState
          label={`Loading ${childName}'s classwork`}
          query={classwork}
          failedText={`${childName}'s classwork could not be loaded.`}
        />
      )}
    </ScreenSection>
  );
}
