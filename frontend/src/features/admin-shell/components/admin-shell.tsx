import { Group, Stack, Text } from '@mantine/core';
import { Suspense, useMemo, useState } from 'react';
import { AccountDialogs, AccountNavItems } from '@/components/account';
import { AppLayout } from '@/components/ui/app-layout';
import { Avatar } from '@/components/ui/avatar';
import { ScreenSuspense } from '@/components/ui/screen-suspense';
import { SignOutButton } from '@/components/ui/sign-out-button';
import { AdminNavigationContext, type AdminNavigation, type RegisterOpening } from '@/lib/admin-navigation';
import type { AdminUser } from '@/types/api';
import { useAdminViewStore } from '../stores/admin-view-store';
import { ADMIN_SLOTS, ADMIN_VIEWS } from '../views';
import { AdminNav } from './admin-nav';

export interface AdminShellProps {
  user: AdminUser;
}

/** The administrator's area: grouped side menu and the active view. */
export function AdminShell({ user }: AdminShellProps) {
  const activeView = useAdminViewStore((state) => state.activeView);
  const visit = useAdminViewStore((state) => state.visit);
  const setActiveView = useAdminViewStore((state) => state.setActiveView);
  const { Screen } = ADMIN_VIEWS[activeView];
  // A register opened by 'Take register' on a class screen, its roll call shown over that screen.
  const [register, setRegister] = useState<RegisterOpening | null>(null);
  const navigation = useMemo<AdminNavigation>(
    () => ({
      openCreateTeacher: () => setActiveView('1 Teachers'),
      RegisterActions: ADMIN_SLOTS.RegisterActions,
      openRegister: setRegister,
      StudentGuardianAction: ADMIN_SLOTS.StudentGuardianAction,
    }),
    [setActiveView],
  );

  return (
    <AppLayout
      navLabel="Admin menu"
      headerEnd={
        <Group gap="sm" wrap="nowrap">
          <Stack gap={0} align="flex-end" visibleFrom="xs">
            <Text size="sm" fw={600}>
              {user.full_name}
            </Text>
            <Text size="xs" c="dimmed">
              {user.email}
            </Text>
          </Stack>
          <Avatar image={null} alt={user.full_name} radius="xl" />
        </Group>
      }
      navigation={(close) => <AdminNav onNavigate={close} />}
      navigationFooter={(close) => (
        <>
          <AccountNavItems onNavigate={close} />
          <SignOutButton label="Sign out" />
        </>
      )}
    >
      <AccountDialogs />
      <AdminNavigationContext.Provider value={navigation}>
        <ScreenSuspense>
          <Screen key={visit} />
        </ScreenSuspense>
        {register && (
          <Suspense fallback={null}>
            <ADMIN_SLOTS.RegisterDialog register={register} onClose={() => setRegister(null)} />
          </Suspense>
        )}
      </AdminNavigationContext.Provider>
    </AppLayout>
  );
}
