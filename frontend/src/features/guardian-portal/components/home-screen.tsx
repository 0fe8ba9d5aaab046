import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import type { GuardianUser } from '@/types/api';
import { useChildHome } from '../api/get-child-views';
import { useChosenChild } from '../hooks/use-chosen-child';
import type { Child, ChildAttendance, LatestGrades } from '../types';
import { ChildCard } from './child-card';
import { ChildCharts } from './child-charts';
import { ChosenChildScreen } from './chosen-child-screen';
import { ChildToday } from './child-today';
import { ChildrenGlance } from './children-glance';

export { NO_CHILD_LINKED } from './chosen-child-screen';

/** Said until a term of the child's is published. */
export const NO_GRADES_PUBLISHED = 'No grades have been published yet.';
/** Said before the child's first register of the term. */
export const NO_ATTENDANCE_YET = 'No attendance recorded yet this term.';

/** The browser's own day, `YYYY-MM-DD`. */
function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

/** The term's attendance so far: the share of days present and the counts. */
function AttendanceCard({ attendance }: { attendance: ChildAttendance | null }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={headingId}>
            Attendance
          </Title>
          {attendance?.term ? <Text c="dimmed">{`${attendance.term.name}, so far`}</Text> : null}
        </div>
        {!attendance || attendance.percentPresent === null ? (
          <Text c="dimmed">{NO_ATTENDANCE_YET}</Text>
        ) : (
          <>
            <Text fw={700} size="xl">{`${attendance.percentPresent.toFixed(1)}% present`}</Text>
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
              <Figure label="Present" value={attendance.present} />
              <Figure label="Late" value={attendance.late} />
              <Figure label="Absent" value={attendance.absent} />
              <Figure label="Excused" value={attendance.excused} />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}

const GRADE_COLUMNS: DataTableColumn<LatestGrades['subjects'][number]>[] = [
  {
    key: 'subject',
    header: 'Subject',
    rowHeader: true,
    cell: (subject) => (
      <Text span inherit fw={400}>
        {subject.name}
      </Text>
    ),
  },
  {
    key: 'grade',
    header: 'Grade',
    cell: (subject) => (
      <Text span inherit fw={600}>
        {subject.grade}
      </Text>
    ),
  },
  { key: 'descriptor', header: 'Descriptor', cell: (subject) => subject.descriptor ?? '—' },
];

/** The latest published term's grades. */
function GradesCard({ grades }: { grades: LatestGrades | null }) {
  const headingId = useId();
  const term = grades?.term ?? null;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={headingId}>
            Latest grades
          </Title>
          {grades && term ? <Text c="dimmed">{`${term.name}, ${grades.year.name}`}</Text> : null}
        </div>
        {!grades || !term || grades.subjects.length === 0 ? (
          <Text c="dimmed">{NO_GRADES_PUBLISHED}</Text>
        ) : (
          <DataTable
            label={`Latest grades, ${term.name}`}
            columns={GRADE_COLUMNS}
            rows={grades.subjects}
            rowKey={(subject) => subject._id}
            minWidth={280}
            striped
          />
        )}
      </Stack>
    </Paper>
  );
}

/** What Home shows of the chosen child from other areas, below Today (their classwork). */
export type ChildCards = (child: Child) => ReactNode;

/**
 * The chosen child's card, then today's lessons, the other areas' cards, the term's attendance
 * and the latest grades, from one call (the other areas' cards make their own).
 */
function ChildHomeView({ child, childCards }: { child: Child; childCards?: ChildCards }) {
  const home = useChildHome(child._id, localDate());
  return (
    <Stack gap="lg">
      <ChildCard child={home.data?.child ?? child} />
      {home.data ? (
        <>
          <ChildToday today={home.data.today} />
          {childCards?.(child)}
          {/* One card under the other on a phone and a tablet, side by side from a laptop up. */}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <AttendanceCard attendance={home.data.attendance} />
            <GradesCard grades={home.data.grades} />
          </SimpleGrid>
          <ChildCharts child={child} attendance={home.data.attendance} />
        </>
      ) : (
        <LoadState
          label={`Loading ${child.first_name}'s day`}
          query={home}
          failedText="Today, the attendance and the grades could not be loaded."
        />
      )}
    </Stack>
  );
}

export interface GuardianHomeScreenProps {
  guardian: GuardianUser;
  title: string;
  /** The other areas' cards about the chosen child, below Today (the portal's menu gives them). */
  childCards?: ChildCards;
}

/**
 * Home: each child at a glance (today's mark, the term's share present, the latest grades,
 * unseen alerts), then the chosen child: their lessons of today, the other areas' cards (their
 * classwork), this term's attendance and their latest published grades, and both as charts (by
 * month, by quarter).
 */
export function GuardianHomeScreen({ guardian, title, childCards }: GuardianHomeScreenProps) {
  const { choose } = useChosenChild(guardian._id);
  return (
    <ChosenChildScreen guardian={guardian} title={title}>
      {(child) => (
        <ScreenSection title={title}>
          <ChildrenGlance chosenID={child._id} choose={choose} />
          <ChildHomeView child={child} childCards={childCards} />
        </ScreenSection>
      )}
    </ChosenChildScreen>
  );
}
