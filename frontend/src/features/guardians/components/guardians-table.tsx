import { Box, Group, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { AdminGuardian } from '../types';
import { placeOf } from '../utils/place';
import { GuardianActions, UnlinkChildButton } from './guardian-actions';

function Children({ guardian }: { guardian: AdminGuardian }) {
  if (guardian.children.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No child linked
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Children of ${guardian.full_name}`}>
      {guardian.children.map((child) => (
        <Group component="li" key={child._id} gap="xs" wrap="nowrap" justify="space-between">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600}>
              {child.full_name}
            </Text>
            <Text size="xs" c="dimmed">
              {`${placeOf(child)} · ${child.relationship}`}
            </Text>
          </Stack>
          <UnlinkChildButton guardian={guardian} child={child} />
        </Group>
      ))}
    </Stack>
  );
}

const COLUMNS: DataTableColumn<AdminGuardian>[] = [
  {
    key: 'guardian',
    header: 'Guardian',
    cell: (guardian) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {guardian.full_name}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {guardian.email}
        </Text>
      </Stack>
    ),
  },
  { key: 'phone', header: 'Phone', cell: (guardian) => guardian.phone ?? 'N/A' },
  {
    key: 'children',
    header: 'Children',
    cell: (guardian) => (
      <Box miw={220}>
        <Children guardian={guardian} />
      </Box>
    ),
  },
  {
    key: 'password',
    header: 'Password',
    cell: (guardian) => <Text size="sm">{guardian.must_change_password ? 'Starting password' : 'Own password'}</Text>,
  },
  { key: 'actions', header: 'Actions', cell: (guardian) => <GuardianActions guardian={guardian} /> },
];

/** The guardian accounts of one page: who, their children (each with Unlink), and what can be done. */
export function GuardiansTable({ guardians }: { guardians: AdminGuardian[] }) {
  return (
    <DataTable
      label="Guardian accounts"
      columns={COLUMNS}
      rows={guardians}
      rowKey={(guardian) => guardian._id}
      minWidth={720}
      verticalSpacing="sm"
      highlightOnHover
    />
  );
}
