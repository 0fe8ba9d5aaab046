import { Button, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { ResetPasswordButton } from '@/components/ui/reset-password-button';
import { Avatar } from '@/components/ui/avatar';
import { useAdminNavigation } from '@/lib/admin-navigation';
import type { Learner, Student, StudentRecord } from '../types';
import { EnrolmentHistory } from './enrolment-history';
import { TransferActions, type TransferDialog } from './transfer-actions';
import { NOT_AVAILABLE } from './students-table';

export interface StudentDetailsDrawerProps {
  /** A row of the list at first; the record (with the learner's LRN and sex) once it is loaded. */
  student: Student | StudentRecord | null;
  opened: boolean;
  onClose: () => void;
}

function DetailRows({ rows }: { rows: [string, string | null][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={160}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value || NOT_AVAILABLE}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const SEX_NAMES: Record<NonNullable<Learner['sex']>, string> = { M: 'Male', F: 'Female' };

/** The learner's LRN (or that there is none yet) and sex, when it is recorded. */
function learnerRows({ lrn, sex }: Learner): [string, string][] {
  const rows: [string, string][] = [['LRN', lrn ?? 'No LRN yet']];
  if (sex) rows.push(['Sex', SEX_NAMES[sex]]);
  return rows;
}

/**
 * Side panel with a student's profile, parent or guardian, education, enrolment history and
 * transfers.
 */
export function StudentDetailsDrawer({ student, opened, onClose }: StudentDetailsDrawerProps) {
  const parent = student?.parent_guardian;
  const learner = student && 'learner' in student ? student.learner : null;
  const { StudentGuardianAction } = useAdminNavigation();
  // While a transfer's dialog is open, Escape closes that dialog, not the record under it too.
  const [transfer, setTransfer] = useState<TransferDialog | null>(null);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      closeOnEscape={transfer === null}
      position="right"
      size="lg"
      title="Student details"
      closeButtonProps={{ 'aria-label': 'Close details' }}
    >
      {student && parent && (
        <Stack gap="md">
          <Group>
            <Avatar image={student.image} alt={student.full_name} size="lg" radius="xl" />
            <div>
              <Text fw={700}>{student.full_name}</Text>
              <Text size="sm" c="dimmed">
                ID: {student._id}
              </Text>
            </div>
          </Group>
          <Title order={4}>Student information</Title>
          <DetailRows
            rows={[
              ['First name', student.first_name],
              ['Middle name', student.middle_name],
              ['Last name', student.last_name],
              ['Birth date', student.birthdate],
              ['Email', student.email],
              ['Home address', student.address],
              ...(learner ? learnerRows(learner) : []),
            ]}
          />
          <Title order={4}>Parent or guardian</Title>
          <DetailRows
            rows={[
              ['First name', parent.first_name],
              ['Middle name', parent.middle_name],
              ['Last name', parent.last_name],
              ['Email', parent.email],
              ['Phone', parent.phone_number],
              ['Relationship', parent.relationship],
            ]}
          />
          {StudentGuardianAction && (
            <Suspense fallback={null}>
              <StudentGuardianAction key={student._id} studentID={student._id} studentName={student.full_name} />
            </Suspense>
          )}
          <Title order={4}>Education</Title>
          <DetailRows
            rows={[
              ['Category', student.category],
              ['Level', student.level],
              ['Section', student.section],
            ]}
          />
          <Title order={4}>Enrolment history</Title>
          <EnrolmentHistory studentID={student._id} />
          <TransferActions student={student} dialog={transfer} onDialogChange={setTransfer} />
          <Group justify="flex-end">
            <ResetPasswordButton role="student" id={student._id} name={student.full_name} />
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
