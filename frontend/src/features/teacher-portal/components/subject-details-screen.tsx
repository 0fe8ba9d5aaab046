import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId } from 'react';
import { ScheduleTable } from '@/components/ui/schedule-table';
import { useSubjectDetails } from '../api/get-subject-details';
import { AttachFileButton } from './attach-file-button';
import { ClassFiles } from './class-files';

export interface SubjectDetailsScreenProps {
  subjectId: string;
  /** 'level - section', shown under the title. */
  place: string;
  onBack: () => void;
}

/** One subject the teacher teaches: its schedule and the files shared with its students. */
export function SubjectDetailsScreen({ subjectId, place, onBack }: SubjectDetailsScreenProps) {
  const headingId = useId();
  const subject = useSubjectDetails(subjectId);
  const owner = { kind: 'subject', id: subjectId } as const;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          Go back
        </Button>
      </Group>
      {!subject.data ? (
        <Center py="xl" role="status" aria-label="Loading subject">
          {subject.isError ? <Text c="dimmed">The subject could not be loaded.</Text> : <Loader />}
        </Center>
      ) : (
        <>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={0}>
              <Title order={2} id={headingId}>
                {subject.data.subject}
              </Title>
              <Text c="dimmed">{place}</Text>
            </Stack>
            <AttachFileButton owner={owner} label="Attach a file" />
          </Group>
          <Paper withBorder radius="md" p="lg">
            <Title order={3} mb="sm">
              Schedule
            </Title>
            <ScheduleTable schedules={subject.data.schedules} label={`Schedule of ${subject.data.subject}`} />
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Title order={3} mb="sm">
              Files
            </Title>
            <ClassFiles
              owner={owner}
              files={subject.data.files.map((file) => ({ _id: file._id, path: file.file, name: file.name }))}
              emptyText="No files uploaded yet for this subject.."
            />
          </Paper>
        </>
      )}
    </Stack>
  );
}
