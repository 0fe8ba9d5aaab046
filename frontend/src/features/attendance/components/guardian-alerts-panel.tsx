import { Badge, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { localIsoDate } from '@/lib/dates';
import { useSectionGuardianAlerts } from '../api/guardian-alerts';
import type { SectionGuardianAlert } from '../types';
import { DayPicker } from './day-picker';

const COLUMNS: DataTableColumn<SectionGuardianAlert>[] = [
  { key: 'student', header: 'Student', cell: (alert) => alert.student },
  { key: 'mark', header: 'Mark', cell: (alert) => `${alert.code === 'late' ? 'Late' : 'Absent'} (${alert.register})` },
  { key: 'guardian', header: 'Guardian', cell: (alert) => alert.guardian },
  {
    key: 'seen',
    header: 'Seen',
    cell: (alert) =>
      // Dark text: Mantine's light green reads 3:1 on its tint, under WCAG AA's 4.5:1.
      alert.seen ? (
        <Badge color="green" c="bright" variant="light">
          Seen
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          Not seen{alert.resent ? ' (e-mailed again)' : ''}
        </Badge>
      ),
  },
  { key: 'reply', header: 'Reply', cell: (alert) => alert.reply ?? '—' },
];

/**
 * 'Guardian alerts' on the adviser's Excuses: for a day, each guardian told of a student's
 * absence or lateness, whether they saw it, and their reply (also on file as an excuse).
 */
export function GuardianAlertsPanel({ sectionID }: { sectionID: string }) {
  const today = localIsoDate(new Date());
  const [day, setDay] = useState(today);
  const alerts = useSectionGuardianAlerts(sectionID, day);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Guardian alerts
        </Title>
        <DayPicker value={day} onChange={setDay} max={today} />
        {!alerts.data ? (
          <LoadState label="Loading the guardian alerts" query={alerts} failedText="The guardian alerts could not be loaded." />
        ) : (
          <DataTable
            label="Guardian alerts"
            columns={COLUMNS}
            rows={alerts.data}
            rowKey={(alert) => alert._id}
            emptyText="No guardian was alerted on this day."
            minWidth={560}
            striped
          />
        )}
      </Stack>
    </Paper>
  );
}
