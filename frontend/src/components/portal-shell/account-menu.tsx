import { Menu, UnstyledButton } from '@mantine/core';
import { IconDevices, IconDevicesOff, IconFingerprint, IconKey, IconLogout, IconShieldLock } from '@tabler/icons-react';
import {
  PASSKEYS_TITLE,
  SIGNED_IN_TITLE,
  ThemeMenuItems,
  TWO_STEP_TITLE,
  offersTwoStep,
  useAccountDialogStore,
} from '@/components/account';
import { useSessionStore } from '@/lib/session-store';
import { Avatar } from '@/components/ui/avatar';
import { signOut } from '@/lib/sign-out';
import type { PortalUser } from './types';

/** The user's picture in the top bar; it opens a menu with their name, Change password,
 * Two-step sign-in (staff), Passkeys, Where you're signed in, Sign out everywhere, the theme (Light, Dark, Follow device) and Sign Out. */
export function AccountMenu({ user }: { user: PortalUser }) {
  const show = useAccountDialogStore((state) => state.show);
  const role = useSessionStore((state) => state.session?.role);
  return (
    <Menu position="bottom-end" shadow="md" width={220} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
          <Avatar image={user.image} alt={user.full_name} radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.full_name}</Menu.Label>
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => show('change-password')}>
          Change password
        </Menu.Item>
        {offersTwoStep(role) && (
          <Menu.Item leftSection={<IconShieldLock size={16} />} onClick={() => show('two-step')}>
            {TWO_STEP_TITLE}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconFingerprint size={16} />} onClick={() => show('passkeys')}>
          {PASSKEYS_TITLE}
        </Menu.Item>
        <Menu.Item leftSection={<IconDevices size={16} />} onClick={() => show('signed-in')}>
          {SIGNED_IN_TITLE}
        </Menu.Item>
        <Menu.Item leftSection={<IconDevicesOff size={16} />} onClick={() => show('sign-out-everywhere')}>
          Sign out everywhere
        </Menu.Item>
        <Menu.Divider />
        <ThemeMenuItems />
        <Menu.Divider />
        {/* The words in red's text shade of each theme: the menu's own red reads 2.5:1 on the dark menu. */}
        <Menu.Item color="red" c="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
