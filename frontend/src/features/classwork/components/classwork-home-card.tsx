import { Stack, Text } from '@mantine/core';
import { FigureLink, HomeCard } from '@/components/ui/home-card';
import { useNow } from '@/lib/use-now';
import { useStudentClasswork } from '../api/get-student-classwork';
import { dueText } from '../utils/times';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Most pieces the card names; the Classwork screen has them all. */
const LISTED = 5;

/**
 * The student's classwork on their Home: what is due in the next seven days (the soonest named)
 * and how much is missing, leading to the Classwork screen at `to`.
 */
export function ClassworkHomeCard({ to }: { to: string }) {
  const classwork = useStudentClasswork();
  const now = useNow().getTime();
  if (!classwork.data) {
    return (
      <HomeCard title="Classwork">
        <Text c="dimmed">{classwork.isError ? 'Your classwork could not be loaded.' : 'Loading your classwork…'}</Text>
      </HomeCard>
    );
  }
  const dueThisWeek = classwork.data.todo.filter((piece) => Date.parse(piece.dueAt) - now <= WEEK_MS);
  const missing = classwork.data.missing.length;
  return (
    <HomeCard title="Classwork" subtitle="Due in the next seven days">
      <FigureLink value={String(dueThisWeek.length)} label="due this week" to={to} />
      {dueThisWeek.length === 0 ? (
        <Text>Nothing due this week.</Text>
      ) : (
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Due this week">
          {dueThisWeek.slice(0, LISTED).map((piece) => (
            <Stack component="li" key={piece._id} gap={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {piece.title}
              </Text>
              <Text size="sm">
                {piece.subject} · {dueText(piece.dueAt)}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
      {missing > 0 ? <Text fw={600}>{missing === 1 ? '1 piece missing' : `${missing} pieces missing`}</Text> : null}
    </HomeCard>
  );
}
