import { Group, NavLink, Text } from '@mantine/core';
import { AccountDialogs, AccountNavItems } from '@/components/account';
import { AppLayout } from '@/components/ui/app-layout';
import { Avatar } from '@/components/ui/avatar';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { ScreenSuspense } from '@/components/ui/screen-suspense';
import { ScreenAddressContext, useAddressOfScreen } from '@/lib/screen-address';
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
  const { navLabel, menu, useMenu, avatar, Live, Bell, ScreenHeader } = portal;
  const { active, activePath, rest, setActive, goHome, home } = useMenu((state) => state);
  const address = useAddressOfScreen(activePath, rest, home);
  const items = (Object.keys(menu) as Item[]).filter((item) => menu[item].shown?.(user) ?? true);
  // An address naming no item, or one this user does not have, shows "Page not found".
  const entry = active !== null && items.includes(active) ? menu[active] : null;

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
          const { icon: ItemIcon, label: itemLabel, Badge, MenuGate } = menu[item];
          const link = (
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
          return MenuGate ? <MenuGate key={item}>{link}</MenuGate> : link;
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
      {entry ? (
        <>
          {ScreenHeader && <ScreenHeader user={user} />}
          <ScreenSuspense>
            <ScreenAddressContext.Provider value={address}>
              <entry.Screen user={user} title={(entry.title ?? entry.label)(user)} goHome={goHome} />
            </ScreenAddressContext.Provider>
          </ScreenSuspense>
        </>
      ) : (
        <NotFoundScreen home={home} />
      )}
    </AppLayout>
  );
}
