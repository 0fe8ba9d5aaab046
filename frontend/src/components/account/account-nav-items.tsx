import { NavLink } from '@mantine/core';
import { IconDevices, IconDevicesOff, IconFingerprint, IconKey, IconShieldLock } from '@tabler/icons-react';
import { useSessionStore } from '@/lib/session-store';
import { useAccountDialogStore } from './account-dialog-store';
import { PASSKEYS_TITLE } from './passkeys-dialog';
import { TWO_STEP_TITLE, offersTwoStep } from './second-step';
import { SIGNED_IN_TITLE } from './signed-in-dialog';
import { ThemeControl } from './theme-choice';

export interface AccountNavItemsProps {
  /** Called after an item is chosen (closes the drawer on phones). */
  onNavigate?: () => void;
}

/**
 * 'Theme', 'Change password', 'Two-step sign-in' (staff), 'Passkeys', 'Where you're signed in' and 'Sign out
 * everywhere' at the foot of an area's side menu.
 */
export function AccountNavItems({ onNavigate }: AccountNavItemsProps) {
  const show = useAccountDialogStore((state) => state.show);
  const role = useSessionStore((state) => state.session?.role);
  return (
    <>
      <ThemeControl />
      <NavLink
        component="button"
        type="button"
        label="Change password"
        leftSection={<IconKey size={18} stroke={1.6} />}
        onClick={() => {
          show('change-password');
          onNavigate?.();
        }}
      />
      {offersTwoStep(role) && (
        <NavLink
          component="button"
          type="button"
          label={TWO_STEP_TITLE}
          leftSection={<IconShieldLock size={18} stroke={1.6} />}
          onClick={() => {
            show('two-step');
            onNavigate?.();
          }}
        />
      )}
      <NavLink
        component="button"
        type="button"
        label={PASSKEYS_TITLE}
        leftSection={<IconFingerprint size={18} stroke={1.6} />}
        onClick={() => {
          show('passkeys');
          onNavigate?.();
        }}
      />
      <NavLink
        component="button"
        type="button"
        label={SIGNED_IN_TITLE}
        leftSection={<IconDevices size={18} stroke={1.6} />}
        onClick={() => {
          show('signed-in');
          onNavigate?.();
        }}
      />
      <NavLink
        component="button"
        type="button"
        label="Sign out everywhere"
        leftSection={<IconDevicesOff size={18} stroke={1.6} />}
        onClick={() => {
          show('sign-out-everywhere');
          onNavigate?.();
        }}
      />
    </>
  );
}
