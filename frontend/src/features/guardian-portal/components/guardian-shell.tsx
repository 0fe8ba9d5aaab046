import { PortalShell } from '@/components/portal-shell';
import type { GuardianUser } from '@/types/api';
import { GUARDIAN_PORTAL } from '../menu';

export interface GuardianShellProps {
  user: GuardianUser;
}

/** The guardian portal: the shared portal shell with the guardian's menu and screens. */
export function GuardianShell({ user }: GuardianShellProps) {
  return <PortalShell portal={GUARDIAN_PORTAL} user={user} />;
}
