import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { errorMessage } from '@/lib/api-error';
import { formatDateTime, formatWrittenDate, isIsoDate, localIsoDate } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useCloseDay } from '../api/close-day';
import { useMyDay } from '../api/get-my-day';
import { labelOf, PAYMENT_METHODS } from '../lib/labels';
import { amountError, formatPesos, formatSignedPesos, parseCentavos } from '../lib/money';
import type { CashierDayView } from '../types';
import { MoneyInput } from './money-input';

/** The day's fields the server may name, as the form names them. */
const CLOSE_FIELDS = { day: 'day', countedCashCentavos: 'counted' } as const;

/** The day asked for, and the cash counted in pesos as typed. */
interface CloseValues {
  day: string;
  counted: string;
}

/** One line of the table: a method's receipts, or the day's total. */
interface MethodLine {
  key: string;
  label: string;
  receipts: number;
  amountCentavos: number;
}

const COLUMNS: DataTableColumn<MethodLine>[] = [
  { key: 'method', header: 'Method', rowHeader: true, cell: (line) => line.label },
  { key: 'receipts', header: 'Receipts', align: 'right', cell: (line) => line.receipts },
  { key: 'amount', header: 'Amount', align: 'right', cell: (line) => formatPesos(line.amountCentavos) },
];

/** Each method's line, then the total's. */
function linesOf(day: CashierDayView): MethodLine[] {
  return [
    ...day.byMethod.map((one) => ({
      key: one.method,
      label: labelOf(PAYMENT_METHODS, one.method),
      receipts: one.receipts,
      amountCentavos: one.amountCentavos,
    })),
    { key: 'total', label: 'Total', receipts: day.receipts, amountCentavos: day.totalCentavos },
  ];
}

/** Why `day` cannot be asked for: not a day, or one still to come; null when it can. */
function dayProblem(day: string, today: string): string | null {
  if (!isIsoDate(day)) return 'Enter the day.';
  if (day > today) return 'Choose today or a day before.';
  return null;
}

/** The cash counted less the cash expected, in words and the colour it is shown in. */
function differenceOf(centavos: number): { text: string; color: string } {
  if (centavos < 0) return { text: `${formatSignedPesos(centavos)} short`, color: 'red' };
  if (centavos > 0) return { text: `${formatSignedPesos(centavos)} over`, color: 'orange' };
  return { text: `${formatPesos(0)} exact`, color: 'green' };
}

/** A closed day: when, the cash counted and how far it is from what the receipts say. */
function ClosedDay({ day }: { day: CashierDayView }) {
  const difference = differenceOf(day.differenceCentavos ?? 0);
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <Badge color="gray" variant="light" size="lg">
          Closed
        </Badge>
        {day.closedAt && <Text size="sm" c="dimmed">{`Closed ${formatDateTime(day.closedAt)}`}</Text>}
      </Group>
      <SimpleGrid component="dl" aria-label="The closing" cols={2} spacing="sm" m={0}>
        <Stack gap={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            Cash counted
          </Text>
          <Text component="dd" size="lg" fw={700} m={0}>
            {formatPesos(day.countedCashCentavos ?? 0)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            Difference
          </Text>
          <Text component="dd" size="lg" fw={700} m={0} c={difference.color}>
            {difference.text}
          </Text>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * 'My collections': what the signed-in cashier took on a day (today unless another is chosen),
 * by method, and closing the day with the cash counted: from then on its receipts cannot be
 * voided and no more payments are posted that day.
 */
export function MyCollectionsScreen() {
  const [today] = useState(() => localIsoDate(new Date()));
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<CloseValues>({
    initialValues: { day: today, counted: '' },
    validate: (values): FormErrors => {
      const errors: FormErrors = {};
      const day = dayProblem(values.day, today);
      if (day) errors.day = day;
      const counted = values.counted.trim() === '' ? 'Enter the cash counted.' : amountError(values.counted, { allowZero: true });
      if (counted) errors.counted = counted;
      return errors;
    },
    onValuesChange: () => setRefusal(null),
  });
  const day = form.values.day;
  const problem = dayProblem(day, today);
  const ready = problem === null;
  const myDay = useMyDay(day, ready);
  const data = ready ? myDay.data : undefined;
  const close = useCloseDay();

  const confirm = () => {
    setRefusal(null);
    close.mutate(
      { day, countedCashCentavos: parseCentavos(form.values.counted) ?? 0 },
      {
        onSuccess: (closed) => {
          setConfirming(false);
          form.setFieldValue('counted', '');
          notifySuccess(`Your collections of ${formatWrittenDate(closed.day)} are closed.`);
        },
        onError: (error) => {
          setConfirming(false);
          showServerErrors(form, error, CLOSE_FIELDS, { otherwise: setRefusal });
        },
      },
    );
  };

  let body;
  if (!ready) body = null;
  else if (!data) {
    body = (
      <LoadState
        label="Loading your collections"
        query={myDay}
        failedText={myDay.isError ? errorMessage(myDay.error) : 'Your collections could not be loaded.'}
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <DataTable label="Collections by method" columns={COLUMNS} rows={linesOf(data)} rowKey={(line) => line.key} />
        <Group justify="space-between" wrap="wrap" gap="sm">
          {data.receipts === 0 ? (
            <Text size="sm" c="dimmed">
              You posted no payments on this day.
            </Text>
          ) : (
            <span />
          )}
          {data.voided > 0 && <Text size="sm" c="dimmed">{`${data.voided} voided`}</Text>}
        </Group>
        <Paper withBorder radius="md" p="md">
          {data.closed ? (
            <ClosedDay day={data} />
          ) : (
            <form noValidate aria-label="Close the day" onSubmit={form.onSubmit(() => setConfirming(true))}>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  Count the cash you took and close the day: its receipts can no longer be voided, and you post no more
                  payments on it.
                </Text>
                <MoneyInput label="Cash counted" required {...form.getInputProps('counted')} />
                {refusal && (
                  <Alert color="red" role="alert">
                    {refusal}
                  </Alert>
                )}
                <Group justify="flex-end">
                  <Button type="submit" loading={close.isPending}>
                    Close the day
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Paper>
      </Stack>
    );
  }

  const dayProps = form.getInputProps('day');
  return (
    <ScreenSection title="My collections">
      <Paper withBorder radius="md" p="md">
        <TextInput
          label="Day"
          type="date"
          max={today}
          {...dayProps}
          error={problem ?? dayProps.error}
          w={{ base: '100%', xs: 200 }}
        />
      </Paper>
      {body}
      <ConfirmDialog
        opened={confirming}
        title={`Close your collections of ${formatWrittenDate(day)}?`}
        confirmLabel="Close the day"
        pending={close.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {"The day's receipts can no longer be voided, and you post no more payments today."}
      </ConfirmDialog>
    </ScreenSection>
  );
}
