import { Anchor, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { FigureLink, HomeCard } from '@/components/ui/home-card';
import { countOf } from '@/lib/count-of';
import { useNow } from '@/lib/use-now';
import type { StudentClassworkView } from '@/types/wire';
import { useChildClasswork } from '../api/get-child-classwork';
import { useStudentClasswork } from '../api/get-student-classwork';
import type { Assignment } from '../types';
import { dueText } from '../utils/times';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** Most pieces the card names in each list; the Classwork screen has them all. */
const LISTED = 5;

/** The pieces of a list the card names: the title, then the subject and due time under it. */
function PieceList({ label, pieces, color }: { label: string; pieces: readonly Assignment[]; color?: string }) {
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {pieces.slice(0, LISTED).map((piece) => (
        <Stack component="li" key={piece._id} gap={0}>
          <Text fw={600} c={color} style={{ overflowWrap: 'anywhere' }}>
            {piece.title}
          </Text>
          <Text size="sm">
            {piece.subject} · {dueText(piece.dueAt)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

interface ClassworkSummaryProps {
  classwork: UseQueryResult<StudentClassworkView>;
  /** The Classwork screen's address. */
  to: string;
  /** The heading's level: 2 beside the Home's other sections, 3 inside a screen's own section. */
  level: 2 | 3;
  loadingText: string;
  failedText: string;
  /** Names the missing pieces, in red, with a link to them (a guardian's card); else only counts them. */
  nameMissing: boolean;
}

/** The card itself: what is due in the next seven days (the soonest named) and how much is missing. */
function ClassworkSummary({ classwork, to, level, loadingText, failedText, nameMissing }: ClassworkSummaryProps) {
  const now = useNow().getTime();
  if (!classwork.data) {
    return (
      <HomeCard title="Classwork" level={level}>
        <Text c="dimmed">{classwork.isError ? failedText : loadingText}</Text>
      </HomeCard>
    );
  }
  const dueThisWeek = classwork.data.todo.filter((piece) => Date.parse(piece.dueAt) - now <= WEEK_MS);
  const missing = classwork.data.missing;
  const missingText = missing.length === 1 ? '1 piece missing' : `${missing.length} pieces missing`;
  return (
    <HomeCard title="Classwork" subtitle="Due in the next seven days" level={level}>
      <FigureLink value={String(dueThisWeek.length)} label="due this week" to={to} />
      {dueThisWeek.length === 0 ? (
        <Text>Nothing due this week.</Text>
      ) : (
        <PieceList label="Due this week" pieces={dueThisWeek} />
      )}
      {missing.length === 0 ? (
        nameMissing ? <Text c="dimmed">Nothing missing.</Text> : null
      ) : nameMissing ? (
        <>
          <Anchor component={Link} to={to} fw={600} c="red" w="fit-content" maw="100%">
            {missingText}
          </Anchor>
          <PieceList label="Missing" pieces={missing} color="red" />
          {missing.length > LISTED ? <Text size="sm">{`and ${countOf(missing.length - LISTED, 'more piece')}`}</Text> : null}
        </>
      ) : (
        <Text fw={600}>{missingText}</Text>
      )}
    </HomeCard>
  );
}

/**
 * The student's classwork on their Home: what is due in the next seven days (the soonest named)
 * and how much is missing, leading to the Classwork screen at `to`.
 */
export function ClassworkHomeCard({ to }: { to: string }) {
  const classwork = useStudentClasswork();
  return (
    <ClassworkSummary
      classwork={classwork}
      to={to}
      level={2}
      loadingText="Loading your classwork…"
      failedText="Your classwork could not be loaded."
      nameMissing={false}
    />
  );
}

export interface ChildClassworkHomeCardProps {
  /** The guardian's chosen child. */
  studentID: string;
  /** The child's first name. */
  childName: string;
  /** The child's Classwork screen. */
  to: string;
}

/**
 * A guardian's child's classwork on the guardian's Home: what is due in the next seven days (the
 * soonest named), and the missing pieces counted and named in red, each leading to the child's
 * Classwork screen at `to`.
 */
export function ChildClassworkHomeCard({ studentID, childName, to }: ChildClassworkHomeCardProps) {
  const classwork = useChildClasswork(studentID);
  return (
    <ClassworkSummary
      classwork={classwork}
      to={to}
      level={3}
      loadingText={`Loading ${childName}'s classwork…`}
      failedText={`${childName}'s classwork could not be loaded.`}
      nameMissing
    />
  );
}
