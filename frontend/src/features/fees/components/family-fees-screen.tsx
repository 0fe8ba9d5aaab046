import { Box, Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LoadState, type RetryableLoad } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { formatWrittenDate } from '@/lib/dates';
import { formatPesos } from '../lib/money';
import type { FeeAccountView } from '../types';
import { InstallmentsTable, PdfReceiptsTable } from './account-tables';
import { FeeCard } from './fee-card';

/** Said, word for word, when nothing is charged to the learner this school year yet. */
export const NO_FEES_POSTED = 'No fees have been posted for this school year yet.';

interface AssessedAccountProps {
  account: FeeAccountView;
  receiptAddress: (receiptID: string) => string;
  payAction?: (account: FeeAccountView) => ReactNode;
}

/** The balance, what falls due next (and how to pay it, where the family may), the installments and the receipts of an assessed account. */
function AssessedAccount({ account, receiptAddress, payAction }: AssessedAccountProps) {
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
              {payAction && <Box mt="xs">{payAction(account)}</Box>}
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
        <PdfReceiptsTable receipts={account.receipts} addressOf={receiptAddress} />
      </FeeCard>
    </Stack>
  );
}

export interface FamilyFeesScreenProps {
  /** The screen's heading ('Fees'). */
  title: string;
  /** The learner's account of the current year, as the family's own call answers it. */
  account: RetryableLoad & { data: FeeAccountView | undefined };
  /** Said when the account could not be read. */
  failedText: string;
  /** Where the account's statement of account opens, as a PDF. */
  statementAddress: (account: FeeAccountView) => string;
  /** Where a receipt opens, as a PDF. */
  receiptAddress: (receiptID: string) => string;
  /** Shown under the account once it is read (a guardian's reminders). */
  children?: ReactNode;
  /** Shown above the account (a guardian's payment made online, being confirmed). */
  notice?: ReactNode;
  /** Under what falls due next, how the family pays it (a guardian's 'Pay online'; students never pay online). */
  payAction?: (account: FeeAccountView) => ReactNode;
}

/**
 * One learner's fees as their family sees them (the guardian's child's, the student's own):
 * the account of the current school year, its balance, what falls due next, the installments
 * and the official receipts (each a PDF), and the statement of account as a PDF.
 */
export function FamilyFeesScreen({ title, account, failedText, statementAddress, receiptAddress, children, notice, payAction }: FamilyFeesScreenProps) {
  const data = account.data;
  return (
    <ScreenSection
      title={title}
      actions={
        data?.assessed ? (
          <Button
            component="a"
            href={statementAddress(data)}
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
      {notice}
      {!data ? (
        <LoadState label="Loading the fees" query={account} failedText={failedText} />
      ) : (
        <Stack gap="md">
          <Text c="dimmed">{`School year ${data.schoolYear}`}</Text>
          {data.assessed ? (
            <AssessedAccount account={data} receiptAddress={receiptAddress} payAction={payAction} />
          ) : (
            <Paper withBorder radius="md" p="lg">
              <Text>{NO_FEES_POSTED}</Text>
            </Paper>
          )}
          {children}
        </Stack>
      )}
    </ScreenSection>
  );
}
