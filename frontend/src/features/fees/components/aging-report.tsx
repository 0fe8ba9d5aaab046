import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { formatWrittenDate } from '@/lib/dates';
import { useFeeAging } from '../api/get-fee-aging';
import { formatPesos } from '../lib/money';
import type { AgingRowView } from '../types';

/** A row of the table: a level and section's, or the school's totals under them. */
interface AgingLine {
  row: AgingRowView;
  total: boolean;
}

/** The totals' figures in bold. */
const shown = (line: AgingLine, text: string): ReactNode => (line.total ? <strong>{text}</strong> : text);

const money = (key: string, header: string, value: (row: AgingRowView) => number): DataTableColumn<AgingLine> => ({
  key,
  header,
  align: 'right',
  cell: (line) => shown(line, formatPesos(value(line.row))),
});

const COLUMNS: DataTableColumn<AgingLine>[] = [
  { key: 'level', header: 'Level', rowHeader: true, cell: (line) => shown(line, line.total ? 'Total' : line.row.level) },
  { key: 'section', header: 'Section', cell: (line) => (line.total ? '' : line.row.section) },
  { key: 'learners', header: 'Learners', align: 'right', cell: (line) => shown(line, String(line.row.learners)) },
  money('current', 'Current', (row) => row.currentCentavos),
  money('days1to30', '1–30 days', (row) => row.days1to30Centavos),
  money('days31to60', '31–60 days', (row) => row.days31to60Centavos),
  money('days61to90', '61–90 days', (row) => row.days61to90Centavos),
  money('over90', 'Over 90 days', (row) => row.over90Centavos),
  money('total', 'Total', (row) => row.totalCentavos),
];

/**
 * 'Aging': every level and section's balances by how long they are overdue (what is not yet
 * due is current), with the school's totals in the last row.
 */
export function AgingReport({ schoolYearID }: { schoolYearID: string | null }) {
  const aging = useFeeAging(schoolYearID);
  if (!aging.data) return <LoadState label="Loading the aging of balances" query={aging} failedText="The aging of balances could not be loaded." />;
  const { asOf, rows, totals } = aging.data;
  const lines: AgingLine[] = [...rows.map((row) => ({ row, total: false })), { row: totals, total: true }];
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">{`Balances as of ${formatWrittenDate(asOf)}, by the days since each installment fell due.`}</Text>
      {rows.length === 0 ? (
        <Text c="dimmed">No learner has a balance.</Text>
      ) : (
        <DataTable
          label="Aging of balances"
          columns={COLUMNS}
          rows={lines}
          rowKey={(line) => (line.total ? 'total' : `${line.row.level}\u0000${line.row.section}`)}
          minWidth={1000}
          noWrap
        />
      )}
    </Stack>
  );
}
