import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useNow } from '@/lib/use-now';
import { useStudentClasswork } from '../api/get-student-classwork';
import type { Assignment } from '../types';
import { ClassworkPart } from './classwork-part';
import { YourWork } from './your-work';

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
  const yourWork = (assignment: Assignment) => <YourWork assignment={assignment} now={now} />;
  return (
    <ScreenSection title={title}>
      {classwork.data ? (
        <>
          <ClassworkPart part="todo" classwork={classwork.data.todo} workOn={yourWork} />
          <ClassworkPart part="missing" classwork={classwork.data.missing} workOn={yourWork} />
          <ClassworkPart part="done" classwork={classwork.data.done} workOn={yourWork} />
        </>
      ) : (
        <LoadState label="Loading your classwork" query={classwork} failedText="Your classwork could not be loaded." />
      )}
    </ScreenSection>
  );
}
