import { ActionIcon, Anchor, Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { assetUrl } from '@/lib/asset-url';
import { formatDateRange, formatDateTime } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { useDeleteExcuse, useExcuses } from '../api/excuses';
import type { ExcuseFilter } from '../api/query-keys';
import type { Excuse } from '../types';
import { ExcuseForm, type ExcuseFormProps } from './excuse-form';

/** The confirmation asked before an excuse is deleted. */
export const CONFIRM_DELETE_EXCUSE = 'Are you sure you want to delete this excuse?';

/** Who recorded an excuse (a guardian, badged, or a member of staff), the note's photo, and when. */
function RecordedBy({ excuse }: { excuse: Excuse }) {
  return (
    <>
      {excuse.writtenBy === 'guardian' && (
        <Badge variant="light" color="grape" size="sm">
          From a guardian
        </Badge>
      )}
      <Text size="sm">{excuse.writtenBy === 'guardian' ? (excuse.guardianName ?? 'A former guardian') : excuse.recordedBy}</Text>
      {excuse.image && (
        <Anchor size="sm" href={assetUrl(excuse.image) ?? excuse.image} target="_blank" rel="noopener noreferrer">
          {`Photo of the note (${excuse.student})`}
        </Anchor>
      )}
      <Text size="xs" c="dimmed">
        {formatDateTime(excuse.createdAt)}
      </Text>
    </>
  );
}

/** The excuses on file: student, days, reason, who recorded it, and Delete (after a confirmation). */
function ExcuseTable({ excuses, caption, emptyText }: { excuses: Excuse[]; caption: string; emptyText: string }) {
  const remove = useDeleteExcuse();
  const confirmDelete = (excuse: Excuse) => {
    if (window.confirm(CONFIRM_DELETE_EXCUSE)) {
      remove.mutate(excuse._id, { onSuccess: (answer) => notifySuccess(answer.message) });
    }
  };
  const columns: DataTableColumn<Excuse>[] = [
    { key: 'student', header: 'Student', cell: (excuse) => excuse.student },
    {
      key: 'days',
      header: 'Days',
      cell: (excuse) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateRange(excuse.firstDay, excuse.lastDay)}</span>,
    },
    {
      key: 'reason',
      header: 'Reason',
      cell: (excuse) => <div style={{ overflowWrap: 'anywhere' }}>{excuse.reason}</div>,
    },
    { key: 'recorded', header: 'Recorded by', cell: (excuse) => <RecordedBy excuse={excuse} /> },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (excuse) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete the excuse of ${excuse.student}, ${formatDateRange(excuse.firstDay, excuse.lastDay)}`}
          loading={remove.isPending && remove.variables === excuse._id}
          onClick={() => confirmDelete(excuse)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
  return (
    <DataTable
      label={caption}
      columns={columns}
      rows={excuses}
      rowKey={(excuse) => excuse._id}
      emptyText={emptyText}
      minWidth={560}
    />
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
          ) : (
            <ExcuseTable
              excuses={excuses.data}
              caption={`Excuses on file for ${whose}`}
              emptyText={`No excuses on file for ${whose}.`}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
