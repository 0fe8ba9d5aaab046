import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { errorMessage, namesNothing } from '@/lib/api-error';
import { formatShortDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAssessFees } from '../api/assess-fees';
import { statementAddress } from '../api/file-addresses';
import { useFeeAccount } from '../api/get-fee-account';
import { formatPesos } from '../lib/money';
import type { FeeAccountView, ReceiptView } from '../types';
import { AccountSettingsForm } from './account-settings-form';
import { InstallmentsTable, ItemsTable, LedgerTable, ReceiptsTable } from './account-tables';
import { FeeCard } from './fee-card';
import { PaymentForm } from './payment-form';
import { RefundModal } from './refund-modal';
import { VoidReceiptModal } from './void-receipt-modal';

/** "LRN 136514120001 · Grade 7 · Rizal", with what is not recorded said so. */
function placeLine(account: FeeAccountView): string {
  const { lrn, level, section } = account.student;
  return [lrn ? `LRN ${lrn}` : 'No LRN yet', level ?? 'No level', section ?? 'No section'].join(' · ');
}

function AccountView({ account, onChangeLearner }: { account: FeeAccountView; onChangeLearner: () => void }) {
  const name = `${account.student.firstName} ${account.student.lastName}`;
  const yearName = account.schoolYear;
  const assess = useAssessFees();
  const [voiding, setVoiding] = useState<ReceiptView | null>(null);
  const [voidOpened, setVoidOpened] = useState(false);
  const [refundOpened, setRefundOpened] = useState(false);

  const assessNow = () =>
    assess.mutate(
      { schoolYearID: account.schoolYearID, studentID: account.student._id, confirm: true },
      {
        onSuccess: () => notifySuccess(`${name}'s fees for ${yearName} are assessed.`),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Title order={3}>{name}</Title>
            <Text size="sm" c="dimmed">
              {placeLine(account)}
            </Text>
          </Stack>
          <Group gap="sm" wrap="wrap">
            {(account.assessed || account.entries.length > 0) && (
              <Button
                component="a"
                href={statementAddress(account.student._id, account.schoolYearID)}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconFileTypePdf size={16} aria-hidden />}
              >
                Statement of account (PDF)
              </Button>
            )}
            <Button variant="default" onClick={onChangeLearner}>
              Change learner
            </Button>
          </Group>
        </Group>
      </Paper>
      {!account.assessed && (
        <Alert color="yellow" title="Not assessed for this school year">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{`Nothing is charged to ${name} for ${yearName} yet: assessing posts the level's fees with the plan and discounts chosen below.`}</Text>
            <Button onClick={assessNow} loading={assess.isPending}>
              Assess now
            </Button>
          </Stack>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {account.assessed && (
          <Stack gap="md" miw={0}>
            <FeeCard title="Balance">
              <Text fz={36} fw={700} lh={1.1}>
                {formatPesos(account.balanceCentavos)}
              </Text>
              <Text size="sm" c="dimmed">
                {account.nextDue
                  ? `Next due ${formatShortDate(account.nextDue.dueOn)}: ${formatPesos(account.nextDue.amountCentavos)}`
                  : 'Nothing more is due.'}
              </Text>
              {account.balanceCentavos < 0 && (
                <Group justify="space-between" gap="sm">
                  <Text fw={600}>{`Credit ${formatPesos(-account.balanceCentavos)}`}</Text>
                  <Button variant="light" onClick={() => setRefundOpened(true)}>
                    Refund
                  </Button>
                </Group>
              )}
            </FeeCard>
            <FeeCard title="Post payment">
              <PaymentForm studentID={account.student._id} schoolYearID={account.schoolYearID} items={account.items} />
            </FeeCard>
          </Stack>
        )}
        <FeeCard title="Account settings">
          <AccountSettingsForm account={account} />
        </FeeCard>
      </SimpleGrid>
      {(account.assessed || account.entries.length > 0) && (
        <>
          <FeeCard title="Installments">
            <InstallmentsTable installments={account.installments} />
          </FeeCard>
          <FeeCard title="Items">
            <ItemsTable items={account.items} />
          </FeeCard>
          <FeeCard title="Ledger">
            <LedgerTable entries={account.entries} />
          </FeeCard>
          <FeeCard title="Receipts">
            <ReceiptsTable
              receipts={account.receipts}
              onVoid={(receipt) => {
                setVoiding(receipt);
                setVoidOpened(true);
              }}
            />
          </FeeCard>
        </>
      )}
      <VoidReceiptModal receipt={voiding} opened={voidOpened} onClose={() => setVoidOpened(false)} />
      <RefundModal account={account} opened={refundOpened} onClose={() => setRefundOpened(false)} />
    </Stack>
  );
}

export interface AccountPanelProps {
  studentID: string;
  schoolYearID: string | null;
  /** Back to the search for another learner. */
  onChangeLearner: () => void;
}

/** A learner's account of the year chosen: loading, not there, or the account. */
export function AccountPanel({ studentID, schoolYearID, onChangeLearner }: AccountPanelProps) {
  const account = useFeeAccount(studentID, schoolYearID);
  if (account.data) return <AccountView account={account.data} onChangeLearner={onChangeLearner} />;
  if (account.isError && namesNothing(account.error)) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text c="dimmed">{errorMessage(account.error)}</Text>
        <Button variant="light" onClick={onChangeLearner}>
          Find another learner
        </Button>
      </Stack>
    );
  }
  return <LoadState label="Loading the account" query={account} failedText="The account could not be loaded." />;
}
