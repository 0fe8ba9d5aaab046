import { Menu, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Avatar } from '@/components/ui/avatar';
import { signOut } from '@/lib/sign-out';
import type { PortalUser } from './types';

/** The user's picture in the top bar; it opens a menu with their name and Sign Out. */
export function AccountMenu({ user }: { user: PortalUser }) {
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
          <Avatar image={user.image} alt={user.full_name} radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.full_name}</Menu.Label>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
