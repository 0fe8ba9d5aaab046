import { useParams } from 'react-router';
import { AdminShell } from '@/features/admin-shell';
import { AdminLogin, PortalLogin } from '@/features/auth';
import { ClassListPage } from '@/features/classes';
import { ReportCardPage } from '@/features/grades';
import { GuardianShell } from '@/features/guardian-portal';
import { STAFF_ROLES, useSessionStore } from '@/lib/session-store';
import { StudentShell } from '@/features/student-portal';
import { TeacherShell } from '@/features/teacher-portal';
import { AreaGate } from '../area-gate';

/** The staff's area: an administrator's every screen, a cashier's Fees screens only. */
export function AdminArea() {
  return (
    <AreaGate role={STAFF_ROLES} login={<AdminLogin />} shell={({ role, user }) => <AdminShell role={role} user={user} />} />
  );
}

/**
 * A section's printable class list, on a page of its own for an administrator; a cashier gets
 * their own area, which tells them they do not have access to it.
 */
export function ClassListArea() {
  const { sectionId = '' } = useParams();
  return (
    <AreaGate
      role={STAFF_ROLES}
      login={<AdminLogin />}
      shell={({ role, user }) =>
        role === 'admin' ? <ClassListPage sectionId={sectionId} /> : <AdminShell role={role} user={user} />
      }
    />
  );
}

export function TeacherArea() {
  return (
    <AreaGate role="teacher" login={<PortalLogin role="teacher" />} shell={({ user }) => <TeacherShell user={user} />} />
  );
}

/** The parents' and guardians' portal, at /guardian. */
export function GuardianArea() {
  return (
    <AreaGate role="guardian" login={<PortalLogin role="guardian" />} shell={({ user }) => <GuardianShell user={user} />} />
  );
}

export function StudentArea() {
  return (
    <AreaGate role="student" login={<PortalLogin role="student" />} shell={({ user }) => <StudentShell user={user} />} />
  );
}

/**
 * A report card's printable page, for whoever may see it (an administrator, the adviser, the
 * student; the server decides): opened from their area in a new tab, it uses the session there
 * is, and asks a student to sign in when there is none.
 */
export function ReportCardArea() {
  const { studentID = '', yearID = '' } = useParams();
  const role = useSessionStore((state) => state.session?.role ?? 'student');
  const login = role === 'admin' || role === 'cashier' ? <AdminLogin /> : <PortalLogin role={role} />;
  return <AreaGate role={role} login={login} shell={() => <ReportCardPage studentID={studentID} yearID={yearID} />} />;
}
