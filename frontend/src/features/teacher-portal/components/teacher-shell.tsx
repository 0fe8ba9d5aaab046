import { Group, NavLink, Text } from '@mantine/core';
import { AppLayout } from '@/components/ui/app-layout';
import { ScreenSuspense } from '@/components/ui/screen-suspense';
import { SignOutButton } from '@/components/ui/sign-out-button';
import type { TeacherUser } from '@/types/api';
import { TEACHER_LIVE, TEACHER_MENU, TEACHER_MENU_ORDER } from '../menu';
import { useTeacherMenuStore } from '../stores/teacher-menu-store';
import { TeacherAccountMenu } from './teacher-account-menu';

export interface TeacherShellProps {
  user: TeacherUser;
}

/** The teacher portal: greeting and account menu on top, the menu on the side, the chosen screen. */
export function TeacherShell({ user }: TeacherShellProps) {
  const active = useTeacherMenuStore((state) => state.active);
  const setActive = useTeacherMenuStore((state) => state.setActive);
  const { Screen, label: title } = TEACHER_MENU[active];

  return (
    <AppLayout
      navLabel="Teacher menu"
      headerEnd={
        <Group gap="sm" wrap="nowrap">
          <Text fw={600} truncate="end">
            Hi, {user.first_name}!
          </Text>
          <TeacherAccountMenu teacher={user} />
        </Group>
      }
      navigation={(close) =>
        TEACHER_MENU_ORDER.map((item) => {
          const { icon: ItemIcon, label, Badge } = TEACHER_MENU[item];
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
      <TEACHER_LIVE teacher={user} />
      <ScreenSuspense>
        <Screen teacher={user} title={title(user)} />
      </ScreenSuspense>
    </AppLayout>
  );
}
