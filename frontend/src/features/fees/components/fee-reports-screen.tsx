import { Button, Paper, Stack, Tabs } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { ledgerCsvAddress } from '../api/file-addresses';
import { useSchoolYearChoice } from '../hooks/use-school-year-choice';
import { AgingReport } from './aging-report';
import { ClearanceList, type AccountAddress } from './clearance-list';
import { CollectionsReport } from './collections-report';
import { SchoolYearSelect } from './school-year-select';

const TABS = ['aging', 'clearance', 'collections'] as const;
type ReportTab = (typeof TABS)[number];

export interface FeeReportsScreenProps {
  /** Where a learner of the clearance list leads: their account. */
  accountAddress: AccountAddress;
}

/**
 * 'Fee reports': a school year's balances by how long they are overdue, the learners with a
 * balance (the clearance list), the collections of a span of days, and the year's whole
 * ledger as CSV.
 */
export function FeeReportsScreen({ accountAddress }: FeeReportsScreenProps) {
  const yearChoice = useSchoolYearChoice();
  const { schoolYearID } = yearChoice;
  const [tab, setTab] = useState<ReportTab>('aging');
  const noYears = yearChoice.years.data?.length === 0;
  return (
    <ScreenSection
      title="Fee reports"
      actions={
        schoolYearID && (
          <Button component="a" href={ledgerCsvAddress(schoolYearID)} download variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
            Download the ledger (CSV)
          </Button>
        )
      }
    >
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <SchoolYearSelect choice={yearChoice} />
        </Paper>
        {noYears ? (
          <EmptyState text="No school year yet." next="Fees are kept per school year: add one under School year first." />
        ) : (
          <Tabs value={tab} onChange={(value) => setTab(TABS.find((one) => one === value) ?? 'aging')} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="aging">Aging</Tabs.Tab>
              <Tabs.Tab value="clearance">Clearance list</Tabs.Tab>
              <Tabs.Tab value="collections">Collections</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="aging" pt="md">
              <AgingReport schoolYearID={schoolYearID} />
            </Tabs.Panel>
            <Tabs.Panel value="clearance" pt="md">
              <ClearanceList schoolYearID={schoolYearID} accountAddress={accountAddress} />
            </Tabs.Panel>
            <Tabs.Panel value="collections" pt="md">
              <CollectionsReport />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </ScreenSection>
  );
}
