import { AdminShell } from '@/features/admin-shell';
import { AdminLogin, PortalLogin } from '@/features/auth';
import { StudentShell } from '@/features/student-portal';
import { TeacherShell } from '@/features/teacher-portal';
import { AreaGate } from '../area-gate';

export function AdminArea() {
  return <AreaGate role="admin" login={<AdminLogin />} shell={({ user }) => <AdminShell user={user} />} />;
}

export function TeacherArea() {
  return (
    <AreaGate role="teacher" login={<PortalLogin role="teacher" />} shell={({ user }) => <TeacherShell user={user} />} />
  );
}

export function StudentArea() {
  return (
    <AreaGate role="student" login={<PortalLogin role="student" />} shell={({ user }) => <StudentShell user={user} />} />
  );
}
