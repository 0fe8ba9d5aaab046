import { GuardiansScreen } from '@/features/guardians';
import { AccountCsvActions } from '@/features/imports';
import { StudentsScreen } from '@/features/students';
import { TeachersScreen } from '@/features/teachers';

/** '0 Students': the student list with its CSV import and export (of the archive, while it shows). */
export function StudentsWithCsv() {
  return <StudentsScreen actions={({ archived }) => <AccountCsvActions kind="students" archived={archived} />} />;
}

/** '0 Teachers': the teacher list with its CSV import and export. */
export function TeachersWithCsv() {
  return <TeachersScreen actions={<AccountCsvActions kind="teachers" />} />;
}

/** '0 Guardians': the guardian accounts with their CSV import. */
export function GuardiansWithCsv() {
  return <GuardiansScreen actions={<AccountCsvActions kind="guardians" />} />;
}
