import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { formatDateTime } from '@/lib/dates';
import { staffRoleLabel, useAdmins, type AdminAccount } from '../api/admins';
import { AddAdminForm } from './add-admin-form';
import { AdminActions } from './admin-actions';
import { SchoolAccounts } from './school-accounts';
import { SignInRule } from './sign-in-rule';

const COLUMNS: DataTableColumn<AdminAccount>[] = [
  {
    key: 'email',
    header: 'Email',
    cell: (admin) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{admin.email}</Text>
        {admin.you && (
          <Badge variant="light" size="sm">
            You
          </Badge>
        )}
      </Group>
    ),
  },
  {
    key: 'role',
    header: 'Role',
    cell: (admin) => (
      <Badge variant="light" size="sm" color={admin.role === 'cashier' ? 'grape' : undefined}>
        {staffRoleLabel(admin.role)}
      </Badge>
    ),
  },
  { key: 'created', header: 'Created', cell: (admin) => formatDateTime(admin.createdAt) },
  { key: 'password', header: 'Password', cell: (admin) => (admin.must_change_password ? 'Starting password' : 'Own password') },
  {
    key: 'two-step',
    // One word: a squeezed table wraps it at its hyphen.
    header: <span style={{ whiteSpace: 'nowrap' }}>Two-step</span>,
    cardLabel: 'Two-step sign-in',
    cell: (admin) =>
      admin.second_step ? (
        <Badge variant="light" size="sm" color="green">
          On
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          Off
        </Text>
      ),
  },
  { key: 'actions', header: 'Actions', cell: (admin) => <AdminActions admin={admin} /> },
];

/**
 * 'Administrators': who may manage the school (administrators) or take its fees (cashiers), with
 * who is still on a starting password; add one, reset another's password, or remove another
 * (never oneself, never the last administrator); and the school's Google or Microsoft sign-in.
 */
export function AdministratorsScreen() {
  const admins = useAdmins();
  return (
    <ScreenSection title="Manage administrators">
      <Stack gap="md">
        <SignInRule />
        <AddAdminForm />
        {admins.data ? (
          <Paper withBorder radius="md">
            <DataTable
              columns={COLUMNS}
              rows={admins.data}
              rowKey={(admin) => admin._id}
              minWidth={900}
              verticalSpacing="sm"
              highlightOnHover
            />
          </Paper>
        ) : (
          <LoadState label="Loading administrators" query={admins} failedText="The administrators could not be loaded." />
        )}
        <SchoolAccounts />
      </Stack>
    </ScreenSection>
  );
}
