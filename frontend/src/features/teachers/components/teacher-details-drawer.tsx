import { Button, Drawer, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyIdButton } from '@/components/ui/copy-id-button';
import { Avatar } from '@/components/ui/avatar';
import type { Teacher } from '../types';
import { formatShortDate } from '@/lib/short-date';
import { ResetPasswordButton } from '@/components/ui/reset-password-button';
import { ResetSecondStepButton } from '@/components/ui/reset-second-step-button';

export interface TeacherDetailsDrawerProps {
  /** The teacher shown; kept while the panel slides closed. */
  teacher: Teacher | null;
  opened: boolean;
  onClose: () => void;
}

/** One term of the details list and its value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** Names in a bulleted list, or "None" when there are none. */
function Names({ names }: { names: { key: string; name: string }[] }) {
  if (names.length === 0) return <>None</>;
  return (
    <List size="sm" spacing={2}>
      {names.map(({ key, name }) => (
        <List.Item key={key}>{name}</List.Item>
      ))}
    </List>
  );
}

/** Teacher details side panel, opened by 'View Details'. */
export function TeacherDetailsDrawer({ teacher, opened, onClose }: TeacherDetailsDrawerProps) {
  return (
    <Drawer
      opened={opened && teacher !== null}
      onClose={onClose}
      position="right"
      title="Teacher details"
      withCloseButton={false}
    >
      {teacher && (
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <Avatar image={teacher.image} alt={teacher.full_name} size="lg" radius="xl" />
            <Text fw={700} size="lg">
              {teacher.full_name}
            </Text>
          </Group>
          <Stack component="dl" gap="md" m={0}>
          <Detail label="Name">{teacher.full_name}</Detail>
          <Detail label="ID">
            <CopyIdButton id={teacher._id} what="teacher" />
          </Detail>
          <Detail label="Email">{teacher.email}</Detail>
          <Detail label="Birth date">{formatShortDate(teacher.birthdate)}</Detail>
          <Detail label="Home address">{teacher.address}</Detail>
          <Detail label="Phone">{teacher.phone}</Detail>
          <Detail label="Advisory classes">
            <Names names={teacher.advisoryClass.map(({ sectionID, section }) => ({ key: sectionID, name: section }))} />
          </Detail>
          <Detail label="Classes">
            <Names names={teacher.classes.map(({ subjectID, subject }) => ({ key: subjectID, name: subject }))} />
          </Detail>
          </Stack>
          <Group justify="flex-end">
            <ResetSecondStepButton role="teacher" id={teacher._id} name={teacher.full_name} />
            <ResetPasswordButton role="teacher" id={teacher._id} name={teacher.full_name} />
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Drawer>
  );
}
