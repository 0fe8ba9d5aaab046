import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Chart } from '@/components/charts';
import { FigureLink, HomeCard } from '@/components/ui/home-card';
import { formatShortDate } from '@/lib/dates';
import type { AdminHomeView, LevelSubmissionsView } from '@/types/wire';
import type { AdminHomeLinks } from './links';
import { ADMIN_HOME_TEXTS } from './texts';

/** "12 of 16" */
function ofText(level: Pick<LevelSubmissionsView, 'submitted' | 'expected'>): string {
  return `${level.submitted} of ${level.expected}`;
}

/** A level's gradebooks: how many of those expected are submitted, as a bar and a link. */
function LevelSubmissions({ level, to }: { level: LevelSubmissionsView; to: string }) {
  const percent = level.expected > 0 ? (level.submitted / level.expected) * 100 : 0;
  return (
    <Stack component="li" gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {level.level}
        </Text>
        <Anchor component={Link} to={to} fw={600} style={{ whiteSpace: 'nowrap' }} aria-label={`${level.level}: ${ofText(level)} gradebooks submitted`}>
          {ofText(level)}
        </Anchor>
      </Group>
      <Progress value={percent} aria-label={`${level.level}: gradebooks submitted`} />
    </Stack>
  );
}

/** The term's gradebooks submitted, by level, each leading to 'Publish grades'. */
export function GradeSubmissionsCard({ home, links }: { home: AdminHomeView; links: AdminHomeLinks }) {
  const submitted = home.grades.reduce((sum, level) => sum + level.submitted, 0);
  const expected = home.grades.reduce((sum, level) => sum + level.expected, 0);
  return (
    <HomeCard level={3} title="Grade submissions" subtitle={home.term?.name}>
      {!home.term ? (
        <Text>{ADMIN_HOME_TEXTS.noTerm}</Text>
      ) : expected === 0 ? (
        <Text>{ADMIN_HOME_TEXTS.noGradebooks}</Text>
      ) : (
        <>
          <FigureLink value={ofText({ submitted, expected })} label="gradebooks submitted" to={links.publish} />
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Gradebooks submitted by level">
            {home.grades.map((level) => (
              <LevelSubmissions key={level.levelID} level={level} to={links.publish} />
            ))}
          </Stack>
        </>
      )}
    </HomeCard>
  );
}

/** The share present on each day of the term so far that had a register, as a line. */
export function DailyAttendanceCard({ home }: { home: AdminHomeView }) {
  const points = home.days
    .filter((day) => day.percentPresent !== null)
    .map((day) => {
      const label = formatShortDate(day.date);
      return { label, axisLabel: label.replace(/\/\d+$/, ''), value: day.percentPresent };
    });
  return (
    <HomeCard level={3} title="Daily attendance this term" subtitle={home.term ? `${home.term.name}, share of students present` : undefined}>
      {points.length === 0 ? (
        <Text>{ADMIN_HOME_TEXTS.noDays}</Text>
      ) : (
        <Chart
          kind="line"
          caption={`Share of students present each day${home.term ? `, ${home.term.name}` : ''}`}
          points={points}
          labelName="Day"
          valueName="Present"
          unit="%"
          domain={[0, 100]}
        />
      )}
    </HomeCard>
  );
}
