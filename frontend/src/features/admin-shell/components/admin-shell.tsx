import { Group, Stack, Text } from '@mantine/core';
import { Suspense, useMemo, useState } from 'react';
import { AccountDialogs, AccountNavItems } from '@/components/account';
import { AppLayout } from '@/components/ui/app-layout';
import { Avatar } from '@/components/ui/avatar';
import { ScreenSuspense } from '@/components/ui/screen-suspense';
import { SignOutButton } from '@/components/ui/sign-out-button';
import { AdminNavigationContext, type AdminCreation, type AdminNavigation, type RegisterOpening } from '@/lib/admin-navigation';
import type { AdminUser } from '@/types/api';
import { useLocation, useNavigate } from 'react-router';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { ScreenAddressContext, useAddressOfScreen } from '@/lib/screen-address';
import type { StaffRole } from '@/lib/session-store';
import { ADMIN_BASE, ADMIN_SLOTS, ADMIN_VIEWS, DEFAULT_VIEWS, adminAddress, viewAt, viewsOf, type AdminView } from '../views';
import { AdminNav } from './admin-nav';
import { NoAccessScreen } from './no-access-screen';

/** The screen each empty list's button opens. */
const CREATION_VIEWS: Record<AdminCreation, AdminView> = {
  teacher: '1 Teachers',
  student: '1 Students',
  class: '1 Classes',
  news: '1 News and updates',
};

export interface AdminShellProps {
  user: AdminUser;
  /** An administrator (every screen), or a cashier (the Fees screens the server admits them to). */
  role?: StaffRole;
}

/**
 * The staff's area: grouped side menu of the views one may open and the view the address names
 * (/admin one's default one, "Page not found" for an address naming none). A cashier sees only
 * their Fees screens, and is told they do not have access at any other address, before any of
 * its calls are made.
 */
export function AdminShell({ user, role = 'admin' }: AdminShellProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const views = viewsOf(role);
  const found = viewAt(location.pathname, DEFAULT_VIEWS[role]);
  const shown = found && views.includes(found.view) ? found : null;
  const activeView = shown?.view ?? null;
  // A register opened by 'Take register' on a class screen, its roll call shown over that screen.
  const [register, setRegister] = useState<RegisterOpening | null>(null);
  const navigation = useMemo<AdminNavigation>(() => {
    const openCreate = (what: AdminCreation) => void navigate(adminAddress(CREATION_VIEWS[what]), { flushSync: true });
    return {
      openCreateTeacher: () => openCreate('teacher'),
      openCreate,
      RegisterActions: ADMIN_SLOTS.RegisterActions,
      openRegister: setRegister,
      StudentGuardianAction: ADMIN_SLOTS.StudentGuardianAction,
    };
  }, [navigate]);

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
      navigation={(close) => <AdminNav views={views} activeView={activeView} onNavigate={close} />}
      navigationFooter={(close) => (
        <>
          <AccountNavItems onNavigate={close} />
          <SignOutButton label="Sign out" />
        </>
      )}
    >
      <AccountDialogs />
      <AdminNavigationContext.Provider value={navigation}>
        {shown ? (
          <ScreenSuspense>
            {/* A menu choice starts the screen afresh, even the one shown; moving within a screen
                (a student's record over the list) keeps it. */}
            <ActiveScreen key={`${shown.view}:${visitOf(location.state)}`} view={shown.view} rest={shown.rest} />
          </ScreenSuspense>
        ) : role === 'admin' ? (
          <NotFoundScreen home={ADMIN_BASE} />
        ) : (
          <NoAccessScreen home={ADMIN_BASE} />
        )}
        {register && (
          <Suspense fallback={null}>
            <ADMIN_SLOTS.RegisterDialog register={register} onClose={() => setRegister(null)} />
          </Suspense>
        )}
      </AdminNavigationContext.Provider>
    </AppLayout>
  );
}

/** Which menu choice led here (the side menu says), 0 for any other way. */
function visitOf(state: unknown): number {
  return typeof state === 'object' && state !== null && 'visit' in state && typeof state.visit === 'number' ? state.visit : 0;
}

/** The view's screen, given the part of the address after its own path. */
function ActiveScreen({ view, rest }: { view: AdminView; rest: readonly string[] }) {
  const { Screen } = ADMIN_VIEWS[view];
  const address = useAddressOfScreen(adminAddress(view), rest, ADMIN_BASE);
  return (
    <ScreenAddressContext.Provider value={address}>
      <Screen />
    </ScreenAddressContext.Provider>
  );
}
