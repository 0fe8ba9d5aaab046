import { PortalShell } from '@/components/portal-shell';
import type { StudentUser } from '@/types/api';
import { STUDENT_PORTAL } from '../menu';

export interface StudentShellProps {
  user: StudentUser;
}

/** The student portal: the shared portal shell with the student's menu and screens. */
export function StudentShell({ user }: StudentShellProps) {
  return <PortalShell portal={STUDENT_PORTAL} user={user} />;
}
