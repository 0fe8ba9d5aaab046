import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { FigureLink } from '@/components/ui/home-card';
import { LoadState } from '@/components/ui/load-state';
import { localIsoDate } from '@/lib/dates';
import { averageOf, averageText } from '@/lib/grade-average';
import type { GlanceView } from '@/types/wire';
import { childAddress } from '../addresses';
import { useGlances } from '../api/get-glances';

/** What a child's card says of today before any register of theirs was taken. */
export const NO_MARK_YET = 'No register taken yet';

const MARKS: Record<NonNullable<GlanceView['todayMark']>, string> = {
  present: 'Present',
  late: 'Late',
  absent: 'Absent',
  excused: 'Excused',
};

/** "4 grades, average 89.5" of the latest published term, or null before any. */
function gradesText(glance: GlanceView): string | null {
  const grades = glance.grades;
  if (!grades?.term || grades.subjects.length === 0) return null;
  const average = averageOf(grades.subjects.map((subject) => subject.grade));
  const count = grades.subjects.length === 1 ? '1 grade' : `${grades.subjects.length} grades`;
  return average === null ? count : `${count}, average ${averageText(average)}`;
}

interface GlanceCardProps {
  glance: GlanceView;
  chosen: boolean;
  choose: () => void;
}

/** One child at a glance: today's mark, the term's share present, the latest grades and unseen alerts. */
function GlanceCard({ glance, chosen, choose }: GlanceCardProps) {
  const headingId = useId();
  const { child } = glance;
  const percent = glance.attendance?.percentPresent ?? null;
  const grades = gradesText(glance);
  // Each link names its child, so it opens that child's screen (and Back returns here).
  const attendance = childAddress('attendance', child._id);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {child.full_name}
          </Title>
          {chosen ? (
            <Badge variant="light">Shown below</Badge>
          ) : (
            <Button size="compact-sm" variant="light" onClick={choose} aria-label={`Show below: ${child.full_name}`}>
              Show below
            </Button>
          )}
        </Group>
        <Text>
          <Text span c="dimmed">
            {'Today: '}
          </Text>
          <Text span fw={700}>
            {glance.todayMark ? MARKS[glance.todayMark] : NO_MARK_YET}
          </Text>
        </Text>
        {percent !== null ? (
          <FigureLink value={`${percent.toFixed(1)}%`} label="present this term" to={attendance} />
        ) : (
          <Text c="dimmed">No attendance recorded yet this term.</Text>
        )}
        {grades ? (
          <Anchor component={Link} to={childAddress('grades', child._id)} fw={600}>
            {`Latest grades: ${grades}`}
          </Anchor>
        ) : (
          <Text c="dimmed">No grades have been published yet.</Text>
        )}
        {glance.unseenAlerts > 0 ? (
          <Anchor component={Link} to={attendance} fw={600} c="red">
            {glance.unseenAlerts === 1 ? '1 unseen alert' : `${glance.unseenAlerts} unseen alerts`}
          </Anchor>
        ) : (
          <Text c="dimmed">No unseen alerts.</Text>
        )}
      </Stack>
    </Paper>
  );
}

export interface ChildrenGlanceProps {
  /** The child shown below the cards. */
  chosenID: string;
  /** Shows another child below (and on every screen), as the child switcher does: 'Show below'. */
  choose: (childID: string) => void;
}

/** Each of the guardian's children at a glance, one card each: one under another on a phone. */
export function ChildrenGlance({ chosenID, choose }: ChildrenGlanceProps) {
  const glances = useGlances(localIsoDate(new Date()));
  if (!glances.data) {
    return glances.isError ? (
      <LoadState label="Loading your children's day" query={glances} failedText="Your children's day could not be loaded." size="sm" />
    ) : (
      <Skeleton h={160} radius="md" role="status" aria-label="Loading your children's day" />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {glances.data.children.map((glance) => (
        <GlanceCard
          key={glance.child._id}
          glance={glance}
          chosen={glance.child._id === chosenID}
          choose={() => choose(glance.child._id)}
        />
      ))}
    </SimpleGrid>
  );
}
