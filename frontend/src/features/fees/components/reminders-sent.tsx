import { Badge, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { reminderKind } from '../lib/labels';
import { formatPesos } from '../lib/money';
import type { FeeReminderView, FeeRemindersView } from '../types';
import { FeeCard } from './fee-card';

/** Said, word for word, when the guardian was sent no reminder about the child. */
export const NO_REMINDERS_SENT = 'No reminders have been sent.';

const COLUMNS: DataTableColumn<FeeReminderView>[] = [
  { key: 'dueOn', header: 'Due date', rowHeader: true, cell: (row) => formatShortDate(row.dueOn) },
  {
    key: 'kind',
    header: 'Reminder',
    cell: (row) => {
      const kind = reminderKind(row.kind);
      return (
        <Badge color={kind.color} variant="light">
          {kind.label}
        </Badge>
      );
    },
  },
  { key: 'amount', header: 'Amount', align: 'right', cell: (row) => formatPesos(row.amountCentavos) },
  {
    key: 'sentAt',
    header: 'Sent',
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" component="span">
          {formatDateTime(row.sentAt)}
        </Text>
        {row.emailed && (
          <Text size="xs" c="dimmed" component="span">
            also e-mailed
          </Text>
        )}
      </Stack>
    ),
  },
];

/**
 * 'Reminders sent': every reminder the guardian was sent about the child, newest first: whether
 * the installment was due soon or overdue, its due date, what was left to pay of it then, and
 * when it went out (and whether an e-mail went with it).
 */
export function RemindersSent({ reminders }: { reminders: UseQueryResult<FeeRemindersView> }) {
  return (
    <FeeCard title="Reminders sent">
      {reminders.data ? (
        <DataTable
          label="Reminders sent"
          columns={COLUMNS}
          rows={reminders.data.reminders}
          rowKey={(row) => `${row.kind} ${row.dueOn} ${row.sentAt}`}
          emptyText={NO_REMINDERS_SENT}
          minWidth={520}
        />
      ) : (
        <LoadState label="Loading the reminders sent" query={reminders} failedText="The reminders could not be loaded." size="sm" />
      )}
    </FeeCard>
  );
}
