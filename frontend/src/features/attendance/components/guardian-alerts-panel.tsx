import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { useSectionGuardianAlerts } from '../api/guardian-alerts';
import { localIsoDate } from '../utils/dates';
import { DayPicker } from './day-picker';

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
        ) : alerts.data.length === 0 ? (
          <Text c="dimmed">No guardian was alerted on this day.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label="Guardian alerts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Student</Table.Th>
                  <Table.Th>Mark</Table.Th>
                  <Table.Th>Guardian</Table.Th>
                  <Table.Th>Seen</Table.Th>
                  <Table.Th>Reply</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {alerts.data.map((alert) => (
                  <Table.Tr key={alert._id}>
                    <Table.Td>{alert.student}</Table.Td>
                    <Table.Td>
                      {alert.code === 'late' ? 'Late' : 'Absent'} ({alert.register})
                    </Table.Td>
                    <Table.Td>{alert.guardian}</Table.Td>
                    <Table.Td>
                      {/* Dark text: Mantine's light green reads 3:1 on its tint, under WCAG AA's 4.5:1. */}
                      {alert.seen ? (
                        <Badge color="green" c="dark.7" variant="light">
                          Seen
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light">
                          Not seen{alert.resent ? ' (e-mailed again)' : ''}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{alert.reply ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
