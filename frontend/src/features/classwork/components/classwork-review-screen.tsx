import { Alert, Anchor, Button, Grid, Group, Modal, Paper, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { errorMessage, isApiError } from '@/lib/api-error';
import { countOf } from '@/lib/count-of';
import { notifySuccess } from '@/lib/notify';
import { useClassWork } from '../api/get-class-work';
import { useReturnWork } from '../api/return-work';
import type { StudentWork, TeacherWork } from '../types';
import { classOf, gradedAs, pointsText } from '../utils/labels';
import { turnedInIDs } from '../utils/review';
import { dueText } from '../utils/times';
import { ClassWorkTable } from './class-work-table';
import { StudentWorkPanel } from './student-work-panel';
import { WorkCountFigures } from './work-counts';

export interface ClassworkReviewScreenProps {
  /** The piece whose work is reviewed, as the address names it. */
  assignmentID: string;
  /** The teacher's classwork list's heading ('Classwork'): the way back, and the heading until the piece is there. */
  title: string;
  /** The address of the teacher's classwork list. */
  listAddress: string;
}

/** Load failures that say what is wrong with the address: the piece is gone, or not the teacher's. */
function refusalOf(error: unknown): string | null {
  return isApiError(error) && [400, 403, 404].includes(error.status) ? errorMessage(error) : null;
}

/**
 * Teacher portal › Classwork › a piece's work, at /teacher/classwork/{id}: the piece, how many
 * have turned in, are late, missing, returned or assigned, and the class with each student's
 * work, score and comment, returned one by one or all that is turned in at once.
 */
export function ClassworkReviewScreen({ assignmentID, title, listAddress }: ClassworkReviewScreenProps) {
  const work = useClassWork(assignmentID);
  const back = (
    <Anchor component={Link} to={listAddress} size="sm" w="fit-content">
      <Group gap={4} wrap="nowrap" component="span">
        <IconArrowLeft size={16} aria-hidden />
        {title}
      </Group>
    </Anchor>
  );
  if (work.data) {
    return (
      <Stack gap="xs">
        {back}
        <ClassWorkReview view={work.data} />
      </Stack>
    );
  }
  const refusal = refusalOf(work.error);
  return (
    <Stack gap="xs">
      {back}
      <ScreenSection title={title}>
        {refusal ? (
          <Alert color="red" variant="light" title="This work cannot be shown">
            {refusal}
          </Alert>
        ) : (
          <LoadState label="Loading the work" query={work} failedText="The work could not be loaded." />
        )}
      </ScreenSection>
    </Stack>
  );
}

/** The student whose work is open (kept while a phone's dialog closes). */
interface Choice {
  opened: boolean;
  studentID: string | null;
}

/** The students 'Return all' asks about (kept while the question closes). */
interface Asking {
  opened: boolean;
  studentIDs: string[];
}

/** The piece, its counts, the class list and the work of the student chosen. */
function ClassWorkReview({ view }: { view: TeacherWork }) {
  const { assignment, counts, students } = view;
  const theme = useMantineTheme();
  // Read at once, as the class list's table does, so a phone never shows the work beside the list.
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const studentsHeadingId = useId();
  const [choice, setChoice] = useState<Choice>({ opened: false, studentID: null });
  const [asking, setAsking] = useState<Asking>({ opened: false, studentIDs: [] });
  const [returnRefusal, setReturnRefusal] = useState<string | null>(null);
  const returnAll = useReturnWork(assignment._id, { onError: (error) => setReturnRefusal(errorMessage(error)) });
  const many = countOf(asking.studentIDs.length, 'student');
  const chosen = students.find((student) => student.studentID === choice.studentID) ?? null;
  const toReturn = turnedInIDs(students);

  const choose = (student: StudentWork) => setChoice({ opened: true, studentID: student.studentID });

  const panel = (headingOrder: 3 | null) =>
    chosen && <StudentWorkPanel key={chosen.studentID} assignment={assignment} student={chosen} headingOrder={headingOrder} />;

  return (
    <ScreenSection title={<span style={{ overflowWrap: 'anywhere' }}>{assignment.title}</span>}>
      <Stack gap={2} mt={-8}>
        <Text fw={500}>{classOf(assignment)}</Text>
        <Text size="sm" c="dimmed">
          <time dateTime={assignment.dueAt}>{dueText(assignment.dueAt)}</time>
          {` · ${pointsText(assignment.points)} · ${gradedAs(assignment.category)}`}
        </Text>
      </Stack>
      <WorkCountFigures counts={counts} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack component="section" aria-labelledby={studentsHeadingId} gap="sm">
            <Group justify="space-between" gap="xs">
              <Title order={3} id={studentsHeadingId}>
                Students
              </Title>
              <Button
                variant="light"
                size="sm"
                disabled={toReturn.length === 0}
                onClick={() => {
                  setReturnRefusal(null);
                  setAsking({ opened: true, studentIDs: toReturn });
                }}
              >
                Return all
              </Button>
            </Group>
            <ClassWorkTable students={students} points={assignment.points} chosenID={chosen?.studentID ?? null} onChoose={choose} />
          </Stack>
        </Grid.Col>
        {!phone && (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            {chosen ? (
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                {panel(3)}
              </Paper>
            ) : (
              students.length > 0 && (
                <Text c="dimmed" size="sm" py="md">
                  Choose a student to see their work.
                </Text>
              )
            )}
          </Grid.Col>
        )}
      </Grid>
      {phone && (
        <Modal
          opened={choice.opened && chosen !== null}
          onClose={() => setChoice((shown) => ({ ...shown, opened: false }))}
          title={chosen?.name ?? 'Work'}
          fullScreen
        >
          {panel(null)}
        </Modal>
      )}
      <ConfirmDialog
        opened={asking.opened}
        title={`Return the work of ${many}?`}
        confirmLabel="Return"
        pending={returnAll.isPending}
        error={returnRefusal}
        onConfirm={() => {
          setReturnRefusal(null);
          returnAll.mutate(asking.studentIDs, {
            onSuccess: () => {
              notifySuccess(`Work returned to ${many}.`);
              setAsking((shown) => ({ ...shown, opened: false }));
            },
          });
        }}
        onCancel={() => setAsking((shown) => ({ ...shown, opened: false }))}
      >
        Each student whose work is turned in gets it back with its score and your comment, and is told so at once.
      </ConfirmDialog>
    </ScreenSection>
  );
}
