import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useCurrentYear } from '@/lib/queries/current-year';
import { notifySuccess } from '@/lib/notify';
import { useMakeReportCards, useReportCardJobs } from '../api/report-cards';
import { useReportCardSettings } from '../api/schemes';
import { ReportCardJobs } from './report-card-jobs';
import { ReportCardSettingsForm } from './report-card-settings-form';

/** Admin › Grades › Report cards: the settings, 'Make report cards' for the current year, and the jobs. */
export function ReportCardsScreen() {
  const settings = useReportCardSettings();
  const year = useCurrentYear();
  const jobs = useReportCardJobs();
  const make = useMakeReportCards();
  const busy = jobs.data?.jobs.some((job) => job.status === 'queued' || job.status === 'running') ?? false;

  return (
    <ScreenSection title="Report cards">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Report card settings
        </Title>
        {settings.data ? (
          <ReportCardSettingsForm settings={settings.data} />
        ) : (
          <LoadState label="Loading report card settings" query={settings} failedText="The report card settings could not be loaded." size="sm" />
        )}
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Make report cards
        </Title>
        <Group gap="sm">
          <Button
            disabled={!year.data || busy}
            loading={make.isPending}
            onClick={() =>
              year.data && make.mutate({ yearID: year.data._id }, { onSuccess: () => notifySuccess('Report cards are being made.') })
            }
          >
            Make report cards
          </Button>
          <Text size="sm" c="dimmed">
            {year.data ? `Every section’s report cards of ${year.data.name}, one PDF per section.` : 'No current school year.'}
          </Text>
        </Group>
        {jobs.data ? (
          <ReportCardJobs jobs={jobs.data.jobs} />
        ) : (
          <LoadState label="Loading report card jobs" query={jobs} failedText="The report card jobs could not be loaded." size="sm" />
        )}
      </Stack>
    </ScreenSection>
  );
}
