import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { useIncompleteLearners, type IncompleteLearner } from '../api/incomplete-learners';

/** The badge of each part of a record that is missing. */
const MISSING_TEXT: Record<IncompleteLearner['missing'][number], string> = { lrn: 'No LRN', sex: 'No sex' };

export interface LearnersToCompleteCardProps {
  /** The address of a student's record, e.g. `/admin/students/s-1`. */
  studentAddress: (studentID: string) => string;
}

function columnsOf(studentAddress: (studentID: string) => string): DataTableColumn<IncompleteLearner>[] {
  return [
    {
      key: 'name',
      header: 'Learner',
      rowHeader: true,
      cell: (learner) => (
        <Anchor component={Link} to={studentAddress(learner.studentID)} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {learner.name}
        </Anchor>
      ),
    },
    { key: 'section', header: 'Section', cell: (learner) => learner.section ?? 'No section' },
    {
      key: 'missing',
      header: 'Missing',
      cell: (learner) => (
        <Group gap={6}>
          {learner.missing.map((part) => (
            // Dark words on the tint: Mantine's light orange reads under WCAG AA's 4.5:1.
            <Badge key={part} color="orange" c="bright" variant="light">
              {MISSING_TEXT[part]}
            </Badge>
          ))}
        </Group>
      ),
    },
  ];
}

/**
 * 'Learners to complete': the current learners whose record lacks an LRN or sex (the School
 * Forms list them as warnings), each leading to their record, where the admin fills it in.
 */
export function LearnersToCompleteCard({ studentAddress }: LearnersToCompleteCardProps) {
  const headingId = useId();
  const incomplete = useIncompleteLearners();
  const more = incomplete.data ? incomplete.data.total - incomplete.data.learners.length : 0;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          Learners to complete
        </Title>
        <Text size="sm" c="dimmed">
          Current learners whose record has no LRN or sex yet: the School Forms list them as warnings until
          their record is filled in.
        </Text>
        {incomplete.data ? (
          <>
            <DataTable
              label="Learners to complete"
              columns={columnsOf(studentAddress)}
              rows={incomplete.data.learners}
              rowKey={(learner) => learner.studentID}
              emptyText="Every learner has an LRN and sex."
            />
            {more > 0 && (
              <Text size="sm" c="dimmed">
                {`and ${more} more`}
              </Text>
            )}
          </>
        ) : (
          <LoadState
            label="Loading learners to complete"
            query={incomplete}
            failedText="The learners to complete could not be loaded."
            size="sm"
          />
        )}
      </Stack>
    </Paper>
  );
}
