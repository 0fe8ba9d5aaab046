import { Menu, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Avatar } from '@/components/ui/avatar';
import { signOut } from '@/lib/sign-out';
import type { TeacherUser } from '@/types/api';

/** The teacher's picture in the top bar; it opens a menu with Sign Out. */
export function TeacherAccountMenu({ teacher }: { teacher: TeacherUser }) {
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
          <Avatar image={teacher.image} alt={teacher.full_name} radius="xl" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{teacher.full_name}</Menu.Label>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void signOut()}>
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
