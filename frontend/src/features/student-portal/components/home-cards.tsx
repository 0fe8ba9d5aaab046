import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { addressOf } from '@/components/portal-shell';
import { FigureLink, HomeCard, HomeCards, SmallFigure } from '@/components/ui/home-card';
import { LoadState } from '@/components/ui/load-state';
import { localIsoDate } from '@/lib/dates';
import { averageOf, averageText } from '@/lib/grade-average';
import type { LatestGradesView, SummaryView } from '@/types/wire';
import { STUDENT_ADDRESSES } from '../addresses';
import { useStudentHome } from '../api/get-student-home';
import { STUDENT_HOME_TEXTS } from './home-texts';

/** The latest published term's grades, their average, leading to Grades. */
function LatestGradesCard({ grades }: { grades: LatestGradesView | null | undefined }) {
  const term = grades?.term ?? null;
  if (!grades || !term || grades.subjects.length === 0) {
    return (
      <HomeCard title="Latest grades">
        <Text>{STUDENT_HOME_TEXTS.noGrades}</Text>
      </HomeCard>
    );
  }
  const average = averageOf(grades.subjects.map((subject) => subject.grade));
  return (
    <HomeCard title="Latest grades" subtitle={`${term.name}, ${grades.year.name}`}>
      {average !== null ? (
        <FigureLink value={averageText(average)} label={`average, ${term.name}`} to={addressOf(STUDENT_ADDRESSES, 'grades')} />
      ) : null}
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Latest grades, ${term.name}`}>
        {grades.subjects.map((subject) => (
          <Group component="li" key={subject._id} justify="space-between" wrap="nowrap" gap="xs">
            <Text style={{ overflowWrap: 'anywhere' }}>{subject.name}</Text>
            <Text fw={700}>{subject.grade}</Text>
          </Group>
        ))}
      </Stack>
    </HomeCard>
  );
}

/** The term's attendance so far: the share present, the counts, leading to Attendance. */
function AttendanceTermCard({ attendance }: { attendance: SummaryView | null | undefined }) {
  return (
    <HomeCard title="Attendance this term" subtitle={attendance?.term ? `${attendance.term.name}, so far` : undefined}>
      {!attendance || attendance.percentPresent === null ? (
        <Text>{STUDENT_HOME_TEXTS.noAttendance}</Text>
      ) : (
        <>
          <FigureLink
            value={`${attendance.percentPresent.toFixed(1)}%`}
            label="present"
            to={addressOf(STUDENT_ADDRESSES, 'attendance')}
          />
          <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
            <SmallFigure label="Present" value={attendance.present} />
            <SmallFigure label="Late" value={attendance.late} />
            <SmallFigure label="Absent" value={attendance.absent} />
            <SmallFigure label="Excused" value={attendance.excused} />
          </SimpleGrid>
        </>
      )}
    </HomeCard>
  );
}

/**
 * The student's latest grades and this term's attendance, with the cards of other features
 * (`children`: the classwork due), above the news.
 */
export function StudentHomeCards({ children }: { children?: ReactNode }) {
  const home = useStudentHome(localIsoDate(new Date()));
  if (!home.data) {
    return home.isError ? (
      <LoadState label="Loading your grades and attendance" query={home} failedText="Your grades and attendance could not be loaded." size="sm" />
    ) : (
      <div role="status" aria-label="Loading your grades and attendance">
        <HomeCards>
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
        </HomeCards>
      </div>
    );
  }
  return (
    <HomeCards>
      <LatestGradesCard grades={home.data.grades} />
      <AttendanceTermCard attendance={home.data.attendance} />
      {children}
    </HomeCards>
  );
}
