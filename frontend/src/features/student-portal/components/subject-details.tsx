import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { Avatar } from '@/components/ui/avatar';
import { FileGrid } from '@/components/ui/file-grid';
import { GoBackButton } from '@/components/ui/go-back-button';
import { ScheduleTable } from '@/components/ui/schedule-table';
import { ScreenSection } from '@/components/ui/screen-section';
import type { Subject } from '@/types/api';
import type { TeacherCard } from '../types';

export interface SubjectDetailsProps {
  subject: Subject;
  /** The subject's teacher, once loaded (null when the subject has none). */
  teacher: TeacherCard | null;
  onBack: () => void;
}

/** One subject of the student's class: teacher, video meeting, weekly schedule and files. */
export function SubjectDetails({ subject, teacher, onBack }: SubjectDetailsProps) {
  return (
    <ScreenSection
      title={subject.subject}
      actions={<GoBackButton onClick={onBack} />}
    >
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={3}>Teacher</Title>
          {subject.teacherName ? (
            <Group gap="sm" wrap="nowrap">
              <Avatar image={teacher?.image} alt={subject.teacherName} radius="xl" />
              <Stack gap={0}>
                <Text fw={600}>{subject.teacherName}</Text>
                {teacher && (
                  <Text size="sm" c="dimmed">
                    {teacher.email}
                  </Text>
                )}
              </Stack>
            </Group>
          ) : (
            <Text c="dimmed">No teacher yet.</Text>
          )}
          {teacher?.zoom_link && (
            <Stack gap={2}>
              <Anchor href={teacher.zoom_link} target="_blank" rel="noopener noreferrer">
                <Group gap={6} component="span">
                  <IconVideo size={18} aria-hidden />
                  Join the video meeting
                </Group>
              </Anchor>
              {(teacher.zoom_id || teacher.zoom_password) && (
                <Text size="sm" c="dimmed">
                  {[teacher.zoom_id && `Meeting ID: ${teacher.zoom_id}`, teacher.zoom_password && `Passcode: ${teacher.zoom_password}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} mb="sm">
          Schedule
        </Title>
        <ScheduleTable schedules={subject.schedules} label={`Schedule of ${subject.subject}`} />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} mb="sm">
          Files
        </Title>
        <FileGrid
          files={subject.files.map((file) => ({ _id: file._id, path: file.file, name: file.name }))}
          emptyText="No files uploaded yet for this subject.."
        />
      </Paper>
    </ScreenSection>
  );
}
