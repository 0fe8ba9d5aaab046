import { ActionIcon, Anchor, Badge, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { LoadState } from '@/components/ui/load-state';
import { assetUrl } from '@/lib/asset-url';
import { notifySuccess } from '@/lib/notify';
import { useDeleteExcuse, useExcuses } from '../api/excuses';
import type { ExcuseFilter } from '../api/query-keys';
import type { Excuse } from '../types';
import { dayRange, mediumDate } from '../utils/months';
import { ExcuseForm, type ExcuseFormProps } from './excuse-form';

/** The confirmation asked before an excuse is deleted. */
export const CONFIRM_DELETE_EXCUSE = 'Are you sure you want to delete this excuse?';

/** The excuses on file: student, days, reason, who recorded it, and Delete (after a confirmation). */
function ExcuseTable({ excuses, caption }: { excuses: Excuse[]; caption: string }) {
  const remove = useDeleteExcuse();
  const confirmDelete = (excuse: Excuse) => {
    if (window.confirm(CONFIRM_DELETE_EXCUSE)) {
      remove.mutate(excuse._id, { onSuccess: (answer) => notifySuccess(answer.message) });
    }
  };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th>Days</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Recorded by</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {excuses.map((excuse) => {
            const days = dayRange(excuse.firstDay, excuse.lastDay);
            return (
              <Table.Tr key={excuse._id}>
                <Table.Td>{excuse.student}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{days}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{excuse.reason}</Table.Td>
                <Table.Td>
                  {excuse.writtenBy === 'guardian' && (
                    <Badge variant="light" color="grape" size="sm">
                      From a guardian
                    </Badge>
                  )}
                  <Text size="sm">{excuse.writtenBy === 'guardian' ? (excuse.guardianName ?? 'A former guardian') : excuse.recordedBy}</Text>
                  {excuse.image && (
                    <Anchor
                      size="sm"
                      href={assetUrl(excuse.image) ?? excuse.image}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {`Photo of the note (${excuse.student})`}
                    </Anchor>
                  )}
                  <Text size="xs" c="dimmed">
                    {mediumDate(excuse.createdAt.slice(0, 10))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete the excuse of ${excuse.student}, ${days}`}
                    loading={remove.isPending && remove.variables === excuse._id}
                    onClick={() => confirmDelete(excuse)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export interface ExcusesReportProps {
  /** Whose excuses: a section's or a student's. */
  filter: ExcuseFilter;
  /** Who the form records an excuse for: the section's students, or the student. */
  students: ExcuseFormProps['students'];
}

/** A section's or a student's excuses on file, and 'Record an excuse'. */
export function ExcusesReport({ filter, students }: ExcusesReportProps) {
  const excuses = useExcuses(filter);
  const whose = filter.kind === 'section' ? 'this section' : 'this student';
  return (
    <Stack gap="md">
      <ExcuseForm key={filter.id} students={students} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={3}>Excuses on file</Title>
          {!excuses.data ? (
            <LoadState
              size="sm"
              label="Loading excuses"
              query={excuses}
              failedText="The excuses could not be loaded."
            />
          ) : excuses.data.length === 0 ? (
            <Text c="dimmed">{`No excuses on file for ${whose}.`}</Text>
          ) : (
            <ExcuseTable excuses={excuses.data} caption={`Excuses on file for ${whose}`} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
