import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { TablePagination } from '@/components/ui/table-pagination';
import { countOf } from '@/lib/count-of';
import { formatDateTime } from '@/lib/dates';
import { NO_FILTERS, useAuditLog, type AuditEntry, type AuditLogFilters } from '../api/get-audit-log';

const PAGE_SIZE = 25;

/**
 * The actions the server records, in the words it stores and the filter takes (the server also
 * finds an action by its words in any order, e.g. `reset-password`).
 */
const ACTIONS = [
  'sign-in',
  'sign-in failed',
  'sign-out',
  'password change',
  'password reset',
  'create',
  'update',
  'delete',
  'read',
  'import',
  'undo import',
  'export',
  'file deleted',
];

function who(entry: AuditEntry): string {
  const name = entry.actor ?? (entry.actorRole ? 'Deleted account' : 'Unknown');
  return entry.actorRole ? `${name} (${entry.actorRole})` : name;
}

function record(entry: AuditEntry): string {
  if (!entry.recordType) return '—';
  return entry.recordID ? `${entry.recordType} ${entry.recordID}` : entry.recordType;
}

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  { key: 'when', header: 'When', cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
  { key: 'who', header: 'Who', cell: who },
  {
    key: 'action',
    header: 'Action',
    cell: (entry) => (
      <Text size="sm" fw={600} c={entry.action === 'sign-in failed' ? 'red.9' : undefined}>
        {entry.action}
      </Text>
    ),
  },
  { key: 'record', header: 'Record', cell: record },
  { key: 'detail', header: 'Detail', cell: (entry) => entry.detail ?? '—' },
  { key: 'address', header: 'Address', cell: (entry) => entry.address ?? '—' },
];

/**
 * 'Audit log': who signed in, changed or read what, and when, newest first. Filtered by person,
 * record, action and date, and paged on the server; entries can only be read.
 */
export function AuditLogScreen() {
  const [filters, setFilters] = useState<AuditLogFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(filters, 300);
  const datesReversed = Boolean(filters.from && filters.to && filters.from > filters.to);
  const log = useAuditLog(datesReversed ? { ...debounced, to: '' } : debounced, page, PAGE_SIZE);
  const data = log.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  const change = (name: keyof AuditLogFilters) => (value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const filtered = Object.values(filters).some((value) => value.trim() !== '');

  return (
    <ScreenSection title="View the audit log">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
            <TextInput
              label="Person"
              placeholder="Email or account ID"
              value={filters.person}
              onChange={(event) => change('person')(event.currentTarget.value)}
            />
            <TextInput
              label="Record"
              placeholder="Record ID, or student, section…"
              value={filters.record}
              onChange={(event) => change('record')(event.currentTarget.value)}
            />
            <Select
              label="Action"
              placeholder="Any action"
              data={ACTIONS}
              value={filters.action || null}
              onChange={(value) => change('action')(value ?? '')}
              clearable
            />
            <TextInput
              label="From"
              type="date"
              value={filters.from}
              onChange={(event) => change('from')(event.currentTarget.value)}
            />
            <TextInput
              label="To"
              type="date"
              value={filters.to}
              onChange={(event) => change('to')(event.currentTarget.value)}
              error={datesReversed ? "The 'to' date must not be before the 'from' date." : undefined}
            />
          </SimpleGrid>
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data ? countOf(data.total, 'entry', 'entries') : ' '}
            </Text>
            <Button
              variant="default"
              size="xs"
              disabled={!filtered}
              onClick={() => {
                setFilters(NO_FILTERS);
                setPage(1);
              }}
            >
              Clear filters
            </Button>
          </Group>
        </Stack>
      </Paper>
      {!data ? (
        <LoadState label="Loading the audit log" query={log} failedText="The audit log could not be loaded." />
      ) : data.entries.length === 0 ? (
        <Text c="dimmed">{filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</Text>
      ) : (
        <DataTable
          label="Audit log entries"
          columns={COLUMNS}
          rows={data.entries}
          rowKey={(entry) => entry._id}
          minWidth={760}
          striped
        />
      )}
      <TablePagination page={page} totalPages={pages} onChange={setPage} />
    </ScreenSection>
  );
}
