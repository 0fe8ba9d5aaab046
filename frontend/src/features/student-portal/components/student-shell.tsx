import { Group, NavLink, Text } from '@mantine/core';
import { AppLayout } from '@/components/ui/app-layout';
import { Avatar } from '@/components/ui/avatar';
import { ScreenSuspense } from '@/components/ui/screen-suspense';
import { SignOutButton } from '@/components/ui/sign-out-button';
import type { StudentUser } from '@/types/api';
import { STUDENT_LIVE, STUDENT_MENU, STUDENT_MENU_ORDER } from '../menu';
import { useStudentMenuStore } from '../stores/student-menu-store';

export interface StudentShellProps {
  user: StudentUser;
}

/** The student portal: greeting and picture on top, the menu on the side, the chosen screen. */
export function StudentShell({ user }: StudentShellProps) {
  const active = useStudentMenuStore((state) => state.active);
  const setActive = useStudentMenuStore((state) => state.setActive);
  const { Screen, title } = STUDENT_MENU[active];

  return (
    <AppLayout
      navLabel="Student menu"
      headerEnd={
        <Group gap="sm" wrap="nowrap">
          <Text fw={600} truncate="end">
            Hi, {user.first_name}!
          </Text>
          <Avatar image={user.image} alt={user.full_name} radius="xl" />
        </Group>
      }
      navigation={(close) =>
        STUDENT_MENU_ORDER.map((item) => {
          const { icon: ItemIcon, label, Badge } = STUDENT_MENU[item];
          return (
            <NavLink
              key={item}
              component="button"
              type="button"
              label={label(user)}
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
      navigationFooter={<SignOutButton label="Sign Out" />}
    >
      <STUDENT_LIVE student={user} />
      <ScreenSuspense>
        <Screen student={user} title={title(user)} goHome={() => setActive('home')} />
      </ScreenSuspense>
    </AppLayout>
  );
}
