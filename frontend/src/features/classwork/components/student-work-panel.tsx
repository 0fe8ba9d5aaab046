import { Alert, Button, Group, Stack, Text, TextInput, Textarea, Title, type TitleOrder } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useReturnWork } from '../api/return-work';
import { useReviewWork } from '../api/review-work';
import type { Assignment, StudentWork, TeacherWork } from '../types';
import { isGraded, reviewStage, scoreInput } from '../utils/review';
import { formatMoment } from '../utils/times';
import { WorkFiles } from './work-files';
import { WorkStageBadge } from './work-stage-badge';

/** The fields the server names in `errors`, as the form names them too. */
const REVIEW_FIELDS = ['score', 'comment'] as const;

interface ReviewValues {
  score: string;
  comment: string;
}

export interface StudentWorkPanelProps {
  assignment: Assignment;
  student: StudentWork;
  /**
   * The level of the panel's heading (the student's name), its parts' one below; null where
   * something else names it (a phone's dialog titled with the name, which takes the focus itself).
   * The heading takes the focus as the panel opens, so the keyboard goes on from the work.
   */
  headingOrder: TitleOrder | null;
}

/** What the form starts with: the student's score ('ex' when excused) and the comment. */
function valuesOf(student: StudentWork): ReviewValues {
  return { score: scoreInput(student), comment: student.comment };
}

/** When the work was turned in (late or not) and returned, or that it was not. */
function workTimes(student: StudentWork): string[] {
  const times: string[] = [];
  if (student.turnedInAt) times.push(`Turned in ${student.late ? 'late, ' : ''}${formatMoment(student.turnedInAt)}`);
  else times.push(student.status === 'missing' ? 'Not turned in, and past its due time.' : 'Not turned in yet.');
  if (student.returnedAt) times.push(`Returned ${formatMoment(student.returnedAt)}`);
  return times;
}

/** A part of the panel (the answer, the files) under a heading of its own. */
function Part({ heading, order, children }: { heading: string; order: TitleOrder; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={order} size="h5">
        {heading}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * One student's work as the teacher reviews it: where it stands and when it was turned in, the
 * answer, each file shown in the page, then 'Score' (out of the piece's points; a graded piece's
 * is the gradebook's) and 'Comment' with 'Save', and 'Return', which saves what was changed first.
 */
export function StudentWorkPanel({ assignment, student, headingOrder }: StudentWorkPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [returning, setReturning] = useState(false);
  const graded = isGraded(assignment.category);
  const form = useForm<ReviewValues>({ initialValues: valuesOf(student) });
  const onError = (error: Error) => showServerErrors(form, error, REVIEW_FIELDS, { otherwise: setRefusal });
  const review = useReviewWork({ onError });
  const giveBack = useReturnWork(assignment._id, { onError: (error) => setRefusal(errorMessage(error)) });
  const returned = student.status === 'returned';
  const partOrder = Math.min((headingOrder ?? 2) + 1, 6) as TitleOrder;

  const reviewOf = (values: ReviewValues) => ({
    assignmentID: assignment._id,
    studentID: student.studentID,
    score: values.score.trim(),
    comment: values.comment.trim(),
  });

  // The form shows what was saved, as the server keeps it (the comment trimmed, the score as a number).
  const keepSaved = (answer: TeacherWork) => {
    const saved = answer.students.find((each) => each.studentID === student.studentID);
    if (!saved) return;
    form.setValues(valuesOf(saved));
    form.resetDirty(valuesOf(saved));
  };

  const save = (values: ReviewValues) => {
    setRefusal(null);
    review.mutate(reviewOf(values), {
      onSuccess: (answer) => {
        keepSaved(answer);
        notifySuccess(`Saved for ${student.name}.`);
      },
    });
  };

  // A score or comment changed and not saved yet goes back with the work.
  const returnWork = async () => {
    setRefusal(null);
    form.clearErrors();
    setReturning(true);
    try {
      const changed = form.isDirty();
      if (changed) keepSaved(await review.mutateAsync(reviewOf(form.values)));
      await giveBack.mutateAsync([student.studentID]);
      notifySuccess(changed ? `Saved and returned to ${student.name}.` : `Work returned to ${student.name}.`);
    } catch {
      // Said beside its field, or above the buttons.
    } finally {
      setReturning(false);
    }
  };

  const nothingHandedIn = student.answer === '' && student.files.length === 0;
  return (
    <Stack
      component="section"
      aria-labelledby={headingOrder === null ? undefined : headingId}
      aria-label={headingOrder === null ? `Work of ${student.name}` : undefined}
      gap="md"
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          {headingOrder !== null && (
            <Title
              ref={heading}
              order={headingOrder}
              size="h4"
              id={headingId}
              tabIndex={-1}
              // Clear of the top bar when the focus scrolls it into view.
              style={{ overflowWrap: 'anywhere', scrollMarginTop: 80 }}
            >
              {student.name}
            </Title>
          )}
          <WorkStageBadge stage={reviewStage(student)} />
        </Group>
        {workTimes(student).map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </Stack>

      {nothingHandedIn ? (
        <Text size="sm" c="dimmed">
          No answer or files handed in.
        </Text>
      ) : (
        <>
          {student.answer !== '' && (
            <Part heading="Answer" order={partOrder}>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{student.answer}</Text>
            </Part>
          )}
          {student.files.length > 0 && (
            <Part heading="Files" order={partOrder}>
              <WorkFiles files={student.files} />
            </Part>
          )}
        </>
      )}

      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack gap="sm">
          <TextInput
            label="Score"
            description={graded ? 'Saved in the gradebook; "ex" excuses' : undefined}
            autoComplete="off"
            inputMode={graded ? 'text' : 'decimal'}
            w={280}
            maw="100%"
            rightSection={
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {`/ ${assignment.points}`}
              </Text>
            }
            rightSectionWidth={`calc(${String(assignment.points).length + 2}ch + 20px)`}
            rightSectionPointerEvents="none"
            {...form.getInputProps('score')}
            aria-invalid={Boolean(form.errors.score)}
          />
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            maxRows={10}
            {...form.getInputProps('comment')}
            aria-invalid={Boolean(form.errors.comment)}
          />
          {refusal && (
            <Alert color="red" variant="light">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button type="submit" variant="default" loading={review.isPending && !returning} disabled={returning}>
              Save
            </Button>
            <Button loading={returning} disabled={returned || review.isPending} onClick={() => void returnWork()}>
              Return
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
