import { SimpleGrid, Text } from '@mantine/core';
import { Chart } from '@/components/charts';
import { HomeCard } from '@/components/ui/home-card';
import { LoadState } from '@/components/ui/load-state';
import { formatMonthYear } from '@/lib/dates';
import { averageOf } from '@/lib/grade-average';
import { useChildGrades } from '@/lib/queries/child-grades';
import type { Child, ChildAttendance } from '../types';

/** Said before the child's first register of the term, and before anything is published. */
const NO_MONTHS = 'No attendance recorded yet this term.';
const NO_QUARTERS = 'No grades have been published yet.';

/** The share of days present in each month of the term so far, as bars. */
function AttendanceByMonthCard({ child, attendance }: { child: Child; attendance: ChildAttendance | null }) {
  const points = (attendance?.months ?? [])
    .filter((month) => month.percentPresent !== null)
    .map((month) => {
      const label = formatMonthYear(month.month);
      return { label, axisLabel: label.slice(0, 3), value: month.percentPresent };
    });
  return (
    <HomeCard level={3} title="Attendance by month" subtitle={attendance?.term ? `${attendance.term.name}, share of days present` : undefined}>
      {points.length === 0 ? (
        <Text c="dimmed">{NO_MONTHS}</Text>
      ) : (
        <Chart
          kind="bar"
          caption={`${child.first_name}'s share of days present by month`}
          points={points}
          labelName="Month"
          valueName="Present"
          unit="%"
          domain={[0, 100]}
        />
      )}
    </HomeCard>
  );
}

/** The average of the child's subject grades in each term of the year, as bars. */
function GradesByQuarterCard({ child }: { child: Child }) {
  const grades = useChildGrades(child._id);
  const data = grades.data;
  const points =
    data?.terms.map((term, index) => ({
      label: term.name,
      // 'First' under the first quarter's bar: four whole names do not fit side by side on a phone.
      axisLabel: term.name.split(' ')[0],
      value: averageOf(data.subjects.map((subject) => subject.grades[index] ?? null)),
    })) ?? [];
  const given = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  return (
    <HomeCard level={3} title="Grades by quarter" subtitle={data?.year ? `${data.year.name}, average of the subjects` : undefined}>
      {!data ? (
        <LoadState label="Loading the grades" query={grades} failedText="The grades could not be loaded." size="sm" />
      ) : given.length === 0 ? (
        <Text c="dimmed">{NO_QUARTERS}</Text>
      ) : (
        <Chart
          kind="bar"
          caption={`${child.first_name}'s average grade by quarter`}
          points={points}
          labelName="Quarter"
          valueName="Average"
          domain={[Math.min(60, Math.floor(Math.min(...given) / 10) * 10), 100]}
        />
      )}
    </HomeCard>
  );
}

/** The chosen child's attendance by month and grades by quarter, side by side from a laptop up. */
export function ChildCharts({ child, attendance }: { child: Child; attendance: ChildAttendance | null }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <AttendanceByMonthCard child={child} attendance={attendance} />
      <GradesByQuarterCard child={child} />
    </SimpleGrid>
  );
}
