import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsersPlus } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { TablePagination } from '@/components/ui/table-pagination';
import { countOf } from '@/lib/count-of';
import { useSearchPaging } from '@/lib/use-search-paging';
import { useGuardians } from '../api/get-guardians';
import { BulkCreateModal } from './bulk-create-modal';
import { GuardiansTable } from './guardians-table';

export const GUARDIANS_PAGE_SIZE = 20;
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * '0 Guardians': the guardian accounts with their children, searched and paged on the server;
 * 'Create guardian accounts' makes them from the students' guardian blocks, after a preview.
 * `actions` (the CSV import) show beside the heading.
 */
export function GuardiansScreen({ actions }: { actions?: ReactNode } = {}) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const paging = useSearchPaging(q, GUARDIANS_PAGE_SIZE);
  const guardians = useGuardians({ q, page: paging.page, pageSize: GUARDIANS_PAGE_SIZE });
  const [creating, setCreating] = useState(false);
  const rows = guardians.data?.guardians ?? [];
  const total = guardians.data?.total ?? 0;
  const pageCount = paging.settle(total, Boolean(guardians.data) && !guardians.isPlaceholderData);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" mih={36}>
        <Title order={2} id={headingId}>
          View all guardians
        </Title>
        <Group gap="xs" wrap="wrap">
          <Button leftSection={<IconUsersPlus size={16} />} onClick={() => setCreating(true)}>
            Create guardian accounts
          </Button>
          {actions}
        </Group>
      </Group>
      <TextInput
        label="Search guardians"
        placeholder="Name or email"
        leftSection={<IconSearch size={16} />}
        rightSection={guardians.isFetching && !guardians.isPending ? <Loader size="xs" aria-label="Searching guardians" /> : undefined}
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={{ base: '100%', xs: 420 }}
      />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {guardians.isPending || guardians.isError ? (
          <LoadState label="Loading guardians" query={guardians} failedText="The guardian accounts could not be loaded." />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {q ? 'No guardian account matches this search.' : "No guardian accounts yet. Create them from the students' guardian blocks with 'Create guardian accounts'."}
          </Text>
        ) : (
          <GuardiansTable guardians={rows} />
        )}
      </Paper>
      {rows.length > 0 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {countOf(total, 'guardian account')}
          </Text>
          <TablePagination page={paging.page} totalPages={pageCount} onChange={paging.setPage} />
        </Group>
      )}
      <BulkCreateModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
