import { Paper, Stack } from '@mantine/core';
import { EmptyState } from '@/components/ui/empty-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useScreenAddress } from '@/lib/screen-address';
import { useSchoolYearChoice } from '../hooks/use-school-year-choice';
import { AccountPanel } from './account-panel';
import { LearnerPicker } from './learner-picker';
import { SchoolYearSelect } from './school-year-select';

/**
 * 'Learner accounts': a learner found by name, email or LRN, then their account of the school
 * year chosen (the current one until another is), at an address of its own
 * (`…/fees/accounts/<studentID>`).
 */
export function LearnerAccountsScreen() {
  const { rest, go } = useScreenAddress();
  const studentID = rest[0] ?? null;
  const yearChoice = useSchoolYearChoice();
  const noYears = yearChoice.years.data?.length === 0;
  return (
    <ScreenSection title="Learner accounts">
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <SchoolYearSelect choice={yearChoice} />
            {studentID === null && <LearnerPicker value={null} onChange={(learner) => learner && go([learner._id])} />}
          </Stack>
        </Paper>
        {noYears && <EmptyState text="No school year yet." next="Accounts are kept per school year: add one under School year first." />}
        {!noYears && studentID !== null && (
          <AccountPanel
            key={studentID}
            studentID={studentID}
            schoolYearID={yearChoice.schoolYearID}
            onChangeLearner={() => go([])}
          />
        )}
      </Stack>
    </ScreenSection>
  );
}
