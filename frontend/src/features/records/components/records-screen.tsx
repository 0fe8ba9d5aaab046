import { useState } from 'react';
import { ScreenSection } from '@/components/ui/screen-section';
import { useSchoolYears } from '@/lib/queries/school-years';
import { LearnersToCompleteCard } from './learners-to-complete-card';
import { SchoolFormsCard } from './school-forms-card';
import { SchoolWideFormsCard } from './school-wide-forms-card';

export interface RecordsScreenProps {
  /** The address of a student's record, where a learner to complete is filled in. */
  studentAddress: (studentID: string) => string;
}

/**
 * 'Records': DepEd's School Forms of a section and of the whole school, and the LIS exports, of
 * the school year chosen (the current one unless another is); and the learners whose record the
 * forms still miss an LRN or sex for.
 */
export function RecordsScreen({ studentAddress }: RecordsScreenProps) {
  // One year for every form of the screen, chosen beside the section's; null: the current one.
  const [chosenYearID, setChosenYearID] = useState<string | null>(null);
  const years = useSchoolYears();
  const year =
    years.data?.find((one) => one._id === chosenYearID) ?? years.data?.find((one) => one.current) ?? null;
  return (
    <ScreenSection title="Records">
      <SchoolFormsCard schoolYearID={chosenYearID} onSchoolYearChange={setChosenYearID} />
      <SchoolWideFormsCard key={year?._id ?? 'no-year'} year={year} />
      <LearnersToCompleteCard studentAddress={studentAddress} />
    </ScreenSection>
  );
}
