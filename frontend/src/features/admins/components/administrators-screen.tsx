import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useAdmins } from '../api/admins';
import { AddAdminForm } from './add-admin-form';
import { AdminActions } from './admin-actions';

const CREATED = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * 'Administrators': who may manage the school, with who is still on a starting password; add
 * one, reset another's password, or remove another (never oneself, never the last).
 */
export function AdministratorsScreen() {
  const admins = useAdmins();
  return (
    <ScreenSection title="Manage administrators">
      <Stack gap="md">
        <AddAdminForm />
        {admins.data ? (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Email</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>Password</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {admins.data.map((admin) => (
                    <Table.Tr key={admin._id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text size="sm">{admin.email}</Text>
                          {admin.you && (
                            <Badge variant="light" size="sm">
                              You
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{CREATED.format(new Date(admin.createdAt))}</Table.Td>
                      <Table.Td>{admin.must_change_password ? 'Starting password' : 'Own password'}</Table.Td>
                      <Table.Td>
                        <AdminActions admin={admin} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ) : (
          <LoadState label="Loading administrators" query={admins} failedText="The administrators could not be loaded." />
        )}
      </Stack>
    </ScreenSection>
  );
}
