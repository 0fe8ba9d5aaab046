import { Anchor, Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { jobFilePath } from '../api/paths';
import type { ReportCardJob } from '../types';

const STATUS_COLOR = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' } as const;
const STATUS_TEXT = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' } as const;

const nameOf = (value: ReportCardJob['year'] | ReportCardJob['section']) =>
  value === null ? null : 'name' in value ? value.name : value.section;

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

function JobCard({ job }: { job: ReportCardJob }) {
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : job.status === 'done' ? 100 : 0;
  const what = `${nameOf(job.section) ?? 'Whole school'}${nameOf(job.year) ? `, ${nameOf(job.year)}` : ''}`;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{what}</Text>
          <Badge variant="light" color={STATUS_COLOR[job.status]}>
            {STATUS_TEXT[job.status]}
          </Badge>
        </Group>
        <Progress value={percent} aria-label={`Report cards of ${what}: ${job.done} of ${job.total}`} animated={job.status === 'running'} />
        <Text size="xs" c="dimmed">{`${job.done} of ${job.total} report cards`}</Text>
        {job.error && (
          <Text size="sm" c="red">
            {job.error}
          </Text>
        )}
        {job.files.length > 0 && (
          <Group gap="md">
            {job.files.map((file) => (
              <Anchor key={file.sectionID} href={jobFilePath(job._id, file.sectionID)} target="_blank" rel="noopener" size="sm">
                {`${file.name} (${file.students} students, ${kilobytes(file.bytes)})`}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The latest report card jobs, each with its progress and its sections' PDFs. */
export function ReportCardJobs({ jobs }: { jobs: ReportCardJob[] }) {
  if (jobs.length === 0) return <Text c="dimmed">No report cards made yet.</Text>;
  return (
    <Stack gap="sm">
      {jobs.map((job) => (
        <JobCard key={job._id} job={job} />
      ))}
    </Stack>
  );
}
