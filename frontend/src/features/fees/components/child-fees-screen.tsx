import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { formatWrittenDate } from '@/lib/dates';
import { childStatementAddress } from '../api/file-addresses';
import { useChildFeeAccount } from '../api/get-child-fee-account';
import { formatPesos } from '../lib/money';
import type { FeeAccountView } from '../types';
import { ChildReceiptsTable, InstallmentsTable } from './account-tables';
import { FeeCard } from './fee-card';

/** Said, word for word, when nothing is charged to the child this school year yet. */
export const NO_FEES_POSTED = 'No fees have been posted for this school year yet.';

/** The balance, what falls due next, the installments and the receipts of an assessed account. */
function AssessedAccount({ account }: { account: FeeAccountView }) {
  const { nextDue } = account;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FeeCard title="Balance">
          <Text fz={36} fw={700} lh={1.1}>
            {formatPesos(account.balanceCentavos)}
          </Text>
        </FeeCard>
        <FeeCard title="Next due">
          {nextDue ? (
            <Stack gap={2}>
              <Text fz={28} fw={700} lh={1.1}>
                {formatPesos(nextDue.amountCentavos)}
              </Text>
              <Text size="sm" c="dimmed">{`Due ${formatWrittenDate(nextDue.dueOn)}`}</Text>
            </Stack>
          ) : (
            <Text fw={600}>Nothing due</Text>
          )}
        </FeeCard>
      </SimpleGrid>
      <FeeCard title="Installments">
        <InstallmentsTable installments={account.installments} numbered={false} />
      </FeeCard>
      <FeeCard title="Receipts">
        <ChildReceiptsTable receipts={account.receipts} />
      </FeeCard>
    </Stack>
  );
}

export interface ChildFeesScreenProps {
  /** The guardian's chosen child. */
  studentID: string;
  /** The screen's heading ('Fees'). */
  title: string;
}

/**
 * Guardian portal › Fees: the chosen child's account of the current school year, its balance,
 * what falls due next, the installments and the official receipts (each a PDF), and the
 * statement of account as a PDF.
 */
export function ChildFeesScreen({ studentID, title }: ChildFeesScreenProps) {
  const account = useChildFeeAccount(studentID);
  const data = account.data;
  return (
    <ScreenSection
      title={title}
      actions={
        data?.assessed ? (
          <Button
            component="a"
            href={childStatementAddress(studentID, data.schoolYearID)}
            target="_blank"
            rel="noopener"
            variant="light"
            leftSection={<IconFileTypePdf size={16} aria-hidden />}
          >
            Statement of account (PDF)
          </Button>
        ) : undefined
      }
    >
      {!data ? (
        <LoadState label="Loading the fees" query={account} failedText="The fees could not be loaded." />
      ) : (
        <Stack gap="md">
          <Text c="dimmed">{`School year ${data.schoolYear}`}</Text>
          {data.assessed ? (
            <AssessedAccount account={data} />
          ) : (
            <Paper withBorder radius="md" p="lg">
              <Text>{NO_FEES_POSTED}</Text>
            </Paper>
          )}
        </Stack>
      )}
    </ScreenSection>
  );
}
