import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { GoBackButton } from '@/components/ui/go-back-button';
import { LoadState } from '@/components/ui/load-state';
import { ScheduleTable } from '@/components/ui/schedule-table';
import { ScreenSection } from '@/components/ui/screen-section';
import { useSubjectDetails } from '../api/get-subject-details';
import { AttachFileButton } from './attach-file-button';
import { ClassFiles } from './class-files';

export interface SubjectDetailsScreenProps {
  subjectId: string;
  /** The subject's name, known from its card while the details load. */
  name: string;
  /** 'level - section', shown under the title. */
  place: string;
  /** Shown under the title ('Take register', 'Register history'). */
  actions?: ReactNode;
  onBack: () => void;
}

/** One subject the teacher teaches: its schedule and the files shared with its students. */
export function SubjectDetailsScreen({ subjectId, name, place, actions, onBack }: SubjectDetailsScreenProps) {
  const subject = useSubjectDetails(subjectId);
  const owner = { kind: 'subject', id: subjectId } as const;

  return (
    <ScreenSection title={name} actions={<GoBackButton onClick={onBack} />}>
      <Text c="dimmed" mt={-12}>
        {place}
      </Text>
      {actions}
      {!subject.data ? (
        <LoadState label="Loading subject" query={subject} failedText="The subject could not be loaded." />
      ) : (
        <>
          <Paper withBorder radius="md" p="lg">
            <Title order={3} mb="sm">
              Schedule
            </Title>
            <ScheduleTable schedules={subject.data.schedules} label={`Schedule of ${subject.data.subject}`} />
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
              <Title order={3}>Files</Title>
              <AttachFileButton owner={owner} label="Attach a file" />
            </Group>
            <ClassFiles
              owner={owner}
              files={subject.data.files.map((file) => ({ _id: file._id, path: file.file, name: file.name }))}
              emptyText="No files uploaded yet for this subject.."
            />
          </Paper>
        </>
      )}
    </ScreenSection>
  );
}
