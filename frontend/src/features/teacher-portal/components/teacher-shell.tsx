import { PortalShell } from '@/components/portal-shell';
import type { TeacherUser } from '@/types/api';
import { TEACHER_PORTAL } from '../menu';

export interface TeacherShellProps {
  user: TeacherUser;
}

/** The teacher portal: the shared portal shell with the teacher's menu and screens. */
export function TeacherShell({ user }: TeacherShellProps) {
  return <PortalShell portal={TEACHER_PORTAL} user={user} />;
}
