import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { addressOf } from '@/components/portal-shell';
import { FigureLink, HomeCard, HomeCards } from '@/components/ui/home-card';
import { LoadState } from '@/components/ui/load-state';
import { localIsoDate } from '@/lib/dates';
import type { AdvisoryMarkView, TeacherHomeView } from '@/types/wire';
import { gradebookAddress, TEACHER_ADDRESSES } from '../addresses';
import { useTeacherHome } from '../api/get-teacher-home';
import { TEACHER_HOME_TEXTS } from './home-texts';
import { RegistersCard } from './registers-card';

const MARKS: Record<AdvisoryMarkView['code'], string> = { absent: 'Absent', late: 'Late', excused: 'Excused' };

/** The term's gradebooks not submitted yet, each opening its gradebook. */
function GradebooksCard({ home }: { home: TeacherHomeView }) {
  const term = home.term;
  const due = home.gradebooks.filter((gradebook) => !gradebook.submitted);
  return (
    <HomeCard title="Gradebooks to submit" subtitle={term?.name}>
      {!term ? (
        <Text>{TEACHER_HOME_TEXTS.noTerm}</Text>
      ) : home.gradebooks.length === 0 ? (
        <Text>{TEACHER_HOME_TEXTS.noGradebooks}</Text>
      ) : due.length === 0 ? (
        <Text fw={600}>{TEACHER_HOME_TEXTS.allSubmitted}</Text>
      ) : (
        <>
          <FigureLink
            value={`${due.length} of ${home.gradebooks.length}`}
            label="not submitted yet"
            to={addressOf(TEACHER_ADDRESSES, 'grades')}
          />
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Gradebooks not submitted">
            {due.map((gradebook) => (
              <li key={gradebook.subjectID}>
                <Anchor component={Link} to={gradebookAddress(gradebook.subjectID, term._id)} style={{ overflowWrap: 'anywhere' }}>
                  {`${gradebook.subject} · ${gradebook.level} ${gradebook.section}`}
                </Anchor>
              </li>
            ))}
          </Stack>
        </>
      )}
    </HomeCard>
  );
}

/** "Absent", "Late in 2 lessons". */
function markText(mark: AdvisoryMarkView): string {
  const label = MARKS[mark.code];
  if (mark.lessons === 0) return label;
  return `${label} in ${mark.lessons === 1 ? '1 lesson' : `${mark.lessons} lessons`}`;
}

/** The advisory sections' students marked absent, late or excused today. */
function AdvisoryCard({ marks }: { marks: readonly AdvisoryMarkView[] }) {
  return (
    <HomeCard title="Advisory class today">
      {marks.length === 0 ? (
        <Text>{TEACHER_HOME_TEXTS.noAdvisoryMarks}</Text>
      ) : (
        <>
          <FigureLink
            value={String(marks.length)}
            label={marks.length === 1 ? 'student not present' : 'students not present'}
            to={addressOf(TEACHER_ADDRESSES, 'attendance')}
          />
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Advisory students marked today">
            {marks.map((mark) => (
              <Group component="li" key={`${mark.sectionID}-${mark.studentID}`} justify="space-between" wrap="wrap" gap="xs">
                <Text style={{ overflowWrap: 'anywhere' }}>{mark.name}</Text>
                <Text fw={600}>{markText(mark)}</Text>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </HomeCard>
  );
}

/** Messages not read yet, leading to Messages. */
function MessagesCard({ unread }: { unread: number }) {
  const to = addressOf(TEACHER_ADDRESSES, 'messages');
  return (
    <HomeCard title="Messages">
      {unread === 0 ? (
        <Group gap="sm">
          <Text>{TEACHER_HOME_TEXTS.noUnread}</Text>
          <Anchor component={Link} to={to}>
            Open Messages
          </Anchor>
        </Group>
      ) : (
        <FigureLink value={String(unread)} label={unread === 1 ? 'unread message' : 'unread messages'} to={to} />
      )}
    </HomeCard>
  );
}

export interface TeacherHomeCardsProps {
  /** Whether the teacher advises a section: only advisers see its marks. */
  adviser: boolean;
}

/**
 * What needs the teacher today, above the news: the day's registers with their state, the
 * term's gradebooks not submitted, the advisory class's absences, and unread messages, each
 * leading to the screen that acts on it.
 */
export function TeacherHomeCards({ adviser }: TeacherHomeCardsProps) {
  const home = useTeacherHome(localIsoDate(new Date()));
  if (!home.data) {
    return home.isError ? (
      <LoadState label="Loading your day" query={home} failedText="Your registers and gradebooks could not be loaded." size="sm" />
    ) : (
      <div role="status" aria-label="Loading your day">
        <HomeCards>
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
        </HomeCards>
      </div>
    );
  }
  const data = home.data;
  return (
    <HomeCards>
      <RegistersCard day={data.day} />
      <GradebooksCard home={data} />
      {adviser || data.advisoryMarks.length > 0 ? <AdvisoryCard marks={data.advisoryMarks} /> : null}
      <MessagesCard unread={data.unreadMessages} />
    </HomeCards>
  );
}
