import { Group, Stack, Table, Text } from '@mantine/core';
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

/** The guardian accounts of one page: who, their children (each with Unlink), and what can be done. */
export function GuardiansTable({ guardians }: { guardians: AdminGuardian[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Guardian accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Guardian</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Children</Table.Th>
            <Table.Th>Password</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {guardians.map((guardian) => (
            <Table.Tr key={guardian._id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {guardian.full_name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {guardian.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>{guardian.phone ?? 'N/A'}</Table.Td>
              <Table.Td miw={220}>
                <Children guardian={guardian} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{guardian.must_change_password ? 'Starting password' : 'Own password'}</Text>
              </Table.Td>
              <Table.Td>
                <GuardianActions guardian={guardian} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
