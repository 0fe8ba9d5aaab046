import { NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { signOut } from '@/lib/sign-out';

export interface SignOutButtonProps {
  /** The admin area's menu says "Sign out", the student and teacher portals' "Sign Out". */
  label: string;
}

/** Side-menu entry that ends the session and reloads the page. */
export function SignOutButton({ label }: SignOutButtonProps) {
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      color="red"
      c="red"
      leftSection={<IconLogout size={18} stroke={1.6} />}
      onClick={() => void signOut()}
    />
  );
}
