import { ScreenSection } from '@/components/ui/screen-section';
import { LearnersToCompleteCard } from './learners-to-complete-card';
import { SchoolFormsCard } from './school-forms-card';

export interface RecordsScreenProps {
  /** The address of a student's record, where a learner to complete is filled in. */
  studentAddress: (studentID: string) => string;
}

/**
 * 'Records': DepEd's School Forms of a section to download, and the learners whose record the
 * forms still miss an LRN or sex for.
 */
export function RecordsScreen({ studentAddress }: RecordsScreenProps) {
  return (
    <ScreenSection title="Records">
      <SchoolFormsCard />
      <LearnersToCompleteCard studentAddress={studentAddress} />
    </ScreenSection>
  );
}
