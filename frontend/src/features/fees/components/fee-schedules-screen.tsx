import { Alert, Group, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useFeeSchedule } from '../api/get-fee-schedule';
import { useLevelOptions } from '../hooks/use-level-options';
import { previousYear, useSchoolYearChoice } from '../hooks/use-school-year-choice';
import { CopyScheduleButton } from './copy-schedule-button';
import { DiscountsCard } from './discounts-card';
import { LevelSelect } from './level-select';
import { SchoolYearSelect } from './school-year-select';
import { ScheduleForm } from './schedule-form';

/**
 * 'Fee schedules': a level's fee items and payment plans of a school year (the current one and
 * the first level until others are chosen), the year's discounts, and last year's schedule
 * copied into a new year.
 */
export function FeeSchedulesScreen() {
  const yearChoice = useSchoolYearChoice();
  const levels = useLevelOptions();
  const [chosenLevelID, setChosenLevelID] = useState<string | null>(null);
  const levelID = chosenLevelID ?? levels.firstLevelID;
  const levelName = levels.groups.flatMap((group) => group.items).find((item) => item.value === levelID)?.label ?? '';
  const { year, schoolYearID } = yearChoice;
  const schedule = useFeeSchedule(schoolYearID, levelID);
  const [copied, setCopied] = useState<string | null>(null);
  // A copy replaces the year's schedules: the forms start again from what the server now has.
  const [copies, setCopies] = useState(0);
  const from = year ? previousYear(yearChoice.years.data ?? [], year) : null;
  const noYears = yearChoice.years.data?.length === 0;
  const noLevels = levels.categories.data !== undefined && levels.groups.length === 0;

  let body;
  if (noYears) {
    body = <EmptyState text="No school year yet." next="Fee schedules are set per school year: add one under School year first." />;
  } else if (noLevels) {
    body = <EmptyState text="No levels yet." next="Fee schedules are set per level: add the school's levels under Classes first." />;
  } else if (schedule.data) {
    body = (
      <>
        <ScheduleForm key={`${schoolYearID}:${levelID}:${copies}`} schedule={schedule.data} year={year} levelName={levelName} />
        {year && <DiscountsCard key={`${year._id}:${copies}`} schoolYearID={year._id} yearName={year.name} discounts={schedule.data.discounts} />}
      </>
    );
  } else {
    body = <LoadState label="Loading the fee schedule" query={schedule} failedText="The fee schedule could not be loaded." />;
  }

  return (
    <ScreenSection
      title="Fee schedules"
      actions={
        <CopyScheduleButton
          year={year}
          from={from}
          onCopied={(summary) => {
            setCopied(summary);
            setCopies((count) => count + 1);
          }}
        />
      }
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group gap="sm" align="flex-start" wrap="wrap">
            <SchoolYearSelect choice={yearChoice} onChange={() => setCopied(null)} />
            <LevelSelect value={levelID} onChange={(value) => value && setChosenLevelID(value)} />
          </Group>
        </Paper>
        {copied && (
          <Alert color="green" withCloseButton closeButtonLabel="Dismiss" onClose={() => setCopied(null)}>
            {copied}
          </Alert>
        )}
        {body}
      </Stack>
    </ScreenSection>
  );
}
