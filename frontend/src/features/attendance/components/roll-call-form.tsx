import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useRef, type KeyboardEvent } from 'react';
import { useRollCall } from '../hooks/use-roll-call';
import type { RegisterAnswer, RegisterRef, RegisterStudent } from '../types';
import { countsOf, draftOf } from '../utils/marks';
import { countsText } from '../utils/register-text';
import { ATTENDANCE_TEXTS, CODES } from '../utils/texts';
import classes from './attendance.module.css';
import { StudentRow } from './student-row';

export interface RollCallFormProps {
  /** Which register is saved. */
  registerRef: RegisterRef;
  /** The register as opened: its students and their marks so far. */
  answer: RegisterAnswer;
}

/** Focuses the chosen code of the student `step` rows away from `from`, if there is one. */
function focusStudent(list: HTMLElement | null, from: HTMLElement, step: number) {
  const groups = [...(list?.querySelectorAll<HTMLElement>('[role="radiogroup"]') ?? [])];
  const next = groups[groups.indexOf(from) + step];
  next?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
}

/**
 * The roll call's students with their marks, 'Mark all present' and 'Save'. Everyone starts as
 * the register says (present, or excused by an excuse on file, until it is taken), so a
 * register with two exceptions is two taps and Save. By keyboard, ArrowUp and ArrowDown move
 * between students and P, L, A or E sets the focused student's code.
 */
export function RollCallForm({ registerRef, answer }: RollCallFormProps) {
  const { students, register } = answer;
  const readOnly = !register.canEdit;
  const rollCall = useRollCall(registerRef, answer);
  const list = useRef<HTMLUListElement>(null);

  const keyDown = (student: RegisterStudent) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusStudent(list.current, event.currentTarget, event.key === 'ArrowDown' ? 1 : -1);
      return;
    }
    const code = CODES.find((each) => each.key === event.key.toLowerCase());
    if (code && !readOnly) {
      event.preventDefault();
      rollCall.setCode(student, code.code);
      event.currentTarget.querySelector<HTMLElement>(`[data-code="${code.code}"]`)?.focus();
    }
  };

  // A mark that still needs something takes the focus, so its field is in view, not under Save.
  const save = async () => {
    if (await rollCall.submit()) return;
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus());
  };

  const problemCount = Object.keys(rollCall.problems).length;
  const { outcome } = rollCall;

  return (
    <Stack gap="md">
      {readOnly && (
        <Alert color="gray" variant="outline" title="Read only">
          {ATTENDANCE_TEXTS.readOnly}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" aria-live="polite">
          {countsText(countsOf(students, rollCall.drafts))}
        </Text>
        {!readOnly && (
          <Button variant="default" onClick={rollCall.markAllPresent}>
            Mark all present
          </Button>
        )}
      </Group>
      {students.length === 0 ? (
        <Text c="dimmed">No students in this section yet.</Text>
      ) : (
        <ul ref={list} className={classes.list} aria-label="Students">
          {students.map((student) => (
            <StudentRow
              key={student._id}
              student={student}
              draft={draftOf(rollCall.drafts, student)}
              problems={rollCall.problems[student._id]}
              readOnly={readOnly}
              onCode={(code) => rollCall.setCode(student, code)}
              onChange={(change) => rollCall.changeMark(student, change)}
              onKeyDown={keyDown(student)}
            />
          ))}
        </ul>
      )}
      {!readOnly && (
        <Stack gap="xs" className={classes.footer}>
          {outcome?.kind === 'failed' && (
            <Alert color="red" title="The register was not saved">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{outcome.message}</Text>
                <Button size="xs" color="red" loading={rollCall.saving} onClick={() => void save()}>
                  Retry
                </Button>
              </Stack>
            </Alert>
          )}
          {problemCount > 0 && (
            <Text size="sm" c="red" role="alert">
              {ATTENDANCE_TEXTS.fixMarks}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Text size="sm" role="status" fw={600}>
              {outcome?.kind === 'saved' ? ATTENDANCE_TEXTS.saved : ''}
            </Text>
            <Button loading={rollCall.saving} onClick={() => void save()}>
              Save
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
