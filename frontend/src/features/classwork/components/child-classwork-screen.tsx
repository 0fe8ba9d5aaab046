import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useNow } from '@/lib/use-now';
import { useChildClasswork } from '../api/get-child-classwork';
import type { Assignment } from '../types';
import { ChildWork } from './child-work';
import { ClassworkPart } from './classwork-part';

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
  const childWork = (assignment: Assignment) => <ChildWork assignment={assignment} childName={childName} now={now} />;
  // The piece's own files are the class's: a guardian may not open them, so none is linked.
  const parts = { withFiles: false, workOn: childWork };
  return (
    <ScreenSection title={title}>
      {classwork.data ? (
        <>
          <ClassworkPart part="missing" classwork={classwork.data.missing} {...parts} />
          <ClassworkPart part="todo" classwork={classwork.data.todo} {...parts} />
          <ClassworkPart part="done" classwork={classwork.data.done} {...parts} />
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
