import { Group, NavLink, Text } from '@mantine/core';
import { AccountDialogs, AccountNavItems } from '@/components/account';
import { AppLayout } from '@/components/ui/app-layout';
import { Avatar } from '@/components/ui/avatar';
import { ScreenSuspense } from '@/components/ui/screen-suspense';
import { SignOutButton } from '@/components/ui/sign-out-button';
import { AccountMenu } from './account-menu';
import type { PortalDefinition, PortalUser } from './types';

export interface PortalShellProps<Item extends string, U extends PortalUser> {
  portal: PortalDefinition<Item, U>;
  user: U;
}

/**
 * A signed-in portal (student, teacher, guardian): a greeting, the notification bell when the portal
 * has one, and the user's picture on top, the portal's menu on the side with Change password,
 * Sign out everywhere and Sign Out at its foot, and the chosen item's screen.
 */
export function PortalShell<Item extends string, U extends PortalUser>({ portal, user }: PortalShellProps<Item, U>) {
  const { navLabel, menu, useMenuStore, avatar, Live, Bell, ScreenHeader } = portal;
  const active = useMenuStore((state) => state.active);
  const setActive = useMenuStore((state) => state.setActive);
  const goHome = useMenuStore((state) => state.goHome);
  const { Screen, label, title = label } = menu[active];
  const items = (Object.keys(menu) as Item[]).filter((item) => menu[item].shown?.(user) ?? true);

  return (
    <AppLayout
      navLabel={navLabel}
      headerEnd={
        <Group gap="sm" wrap="nowrap">
          <Text fw={600} truncate="end">
            Hi, {user.first_name}!
          </Text>
          {Bell && <Bell />}
          {avatar === 'account-menu' ? (
            <AccountMenu user={user} />
          ) : (
            <Avatar image={user.image} alt={user.full_name} radius="xl" />
          )}
        </Group>
      }
      navigation={(close) =>
        items.map((item) => {
          const { icon: ItemIcon, label: itemLabel, Badge } = menu[item];
          return (
            <NavLink
              key={item}
              component="button"
              type="button"
              label={itemLabel(user)}
              leftSection={<ItemIcon size={20} stroke={1.6} />}
              rightSection={Badge ? <Badge /> : undefined}
              active={item === active}
              aria-current={item === active ? 'page' : undefined}
              onClick={() => {
                setActive(item);
                close();
              }}
            />
          );
        })
      }
      navigationFooter={(close) => (
        <>
          <AccountNavItems onNavigate={close} />
          <SignOutButton label="Sign Out" />
        </>
      )}
    >
      <AccountDialogs />
      {Live && <Live user={user} />}
      {ScreenHeader && <ScreenHeader user={user} />}
      <ScreenSuspense>
        <Screen user={user} title={title(user)} goHome={goHome} />
      </ScreenSuspense>
    </AppLayout>
  );
}
