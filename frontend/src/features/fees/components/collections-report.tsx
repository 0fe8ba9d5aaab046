import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { errorMessage } from '@/lib/api-error';
import { formatShortDate, isIsoDate, localIsoDate } from '@/lib/dates';
import { useFeeCollections } from '../api/get-fee-collections';
import { labelOf, PAYMENT_METHODS } from '../lib/labels';
import { formatPesos } from '../lib/money';
import type { CollectionRowView } from '../types';

const COLUMNS: DataTableColumn<CollectionRowView>[] = [
  { key: 'day', header: 'Day', rowHeader: true, cell: (row) => formatShortDate(row.day) },
  { key: 'cashier', header: 'Cashier', cell: (row) => row.cashier },
  { key: 'method', header: 'Method', cell: (row) => labelOf(PAYMENT_METHODS, row.method) },
  { key: 'receipts', header: 'Receipts', align: 'right', cell: (row) => row.receipts },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => formatPesos(row.amountCentavos) },
];

/** The first day of `today`'s month, `YYYY-MM-01`. */
function firstOfMonth(today: string): string {
  return `${today.slice(0, 8)}01`;
}

/** Why the span cannot be asked for yet, by field; none when it can. */
function spanErrors(from: string, to: string): { from?: string; to?: string } {
  if (!isIsoDate(from)) return { from: 'Enter the first day.' };
  if (!isIsoDate(to)) return { to: 'Enter the last day.' };
  if (to < from) return { to: 'Choose a day on or after the first.' };
  return {};
}

/**
 * 'Collections': what each cashier took by each method on each day from one day to another
 * (this month so far until others are chosen), the total, and how many receipts were voided
 * (counted, not summed).
 */
export function CollectionsReport() {
  const [today] = useState(() => localIsoDate(new Date()));
  const [from, setFrom] = useState(() => firstOfMonth(today));
  const [to, setTo] = useState(today);
  const errors = spanErrors(from, to);
  const ready = errors.from === undefined && errors.to === undefined;
  const collections = useFeeCollections(from, to, ready);
  const data = ready ? collections.data : undefined;

  let body;
  if (!ready) body = null;
  else if (!data) {
    body = (
      <LoadState
        label="Loading the collections"
        query={collections}
        failedText={collections.isError ? errorMessage(collections.error) : 'The collections could not be loaded.'}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <DataTable
          label="Collections"
          columns={COLUMNS}
          rows={data.rows}
          rowKey={(row) => `${row.day}\u0000${row.cashier}\u0000${row.method}`}
          emptyText="Nothing was collected on these days."
          minWidth={620}
          noWrap
        />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={700}>{`Total ${formatPesos(data.totalCentavos)}`}</Text>
          <Text size="sm" c="dimmed">{`${data.voided} voided`}</Text>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label="From"
          type="date"
          value={from}
          max={to}
          onChange={(event) => setFrom(event.currentTarget.value)}
          error={errors.from}
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          label="To"
          type="date"
          value={to}
          min={from}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={errors.to}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
      {body}
    </Stack>
  );
}
