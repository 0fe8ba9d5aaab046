import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import type { AttendanceCode, RegisterStudent } from '../types';
import type { DraftMark, MarkProblems } from '../utils/marks';
import { MAX_MINUTES_LATE, NOTE_MAX_LENGTH } from '../utils/texts';
import classes from './attendance.module.css';
import { MarkButtons } from './mark-buttons';
import { StudentPhoto } from './student-photo';

export interface StudentRowProps {
  student: RegisterStudent;
  draft: DraftMark;
  /** What the mark still needs, shown beside its field once a save was tried. */
  problems: MarkProblems | undefined;
  readOnly: boolean;
  onCode: (code: AttendanceCode) => void;
  onChange: (change: (draft: DraftMark) => DraftMark) => void;
  /** Keys pressed on the student's codes (moving between students, P/L/A/E). */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * One student of the roll call: photo and name (and an excuse on file), the four codes,
 * 'Minutes late' under 'Late', and a note shown on demand ('Add note').
 */
export function StudentRow({ student, draft, problems, readOnly, onCode, onChange, onKeyDown }: StudentRowProps) {
  const nameId = useId();
  // The note field takes the focus when the teacher asked for it, not when 'Excused' opened it.
  const [focusNote, setFocusNote] = useState(false);
  const late = draft.code === 'late';
  const showNote = draft.noteOpen || draft.note !== '';

  return (
    <li className={classes.student} data-student={student._id}>
      <Group gap="sm" wrap="nowrap" className={classes.who}>
        <StudentPhoto image={student.image} name={student.full_name} />
        <Stack gap={0} miw={0}>
          <Text fw={600} id={nameId}>
            {student.full_name}
          </Text>
          {student.excuse && (
            <Text size="sm" c="dimmed">
              {`Excuse on file: ${student.excuse}`}
            </Text>
          )}
        </Stack>
      </Group>
      <MarkButtons labelledBy={nameId} value={draft.code} onChange={onCode} onKeyDown={onKeyDown} readOnly={readOnly} />
      {(late || showNote || !readOnly) && (
        <Group className={classes.extra} gap="sm" align="flex-start" wrap="wrap">
          {late &&
            (readOnly ? (
              draft.minutesLate && <Text size="sm">{`Minutes late: ${draft.minutesLate}`}</Text>
            ) : (
              <TextInput
                label="Minutes late"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_MINUTES_LATE}
                step={1}
                w="8rem"
                size="sm"
                value={draft.minutesLate}
                error={problems?.minutesLate}
                onChange={(event) => {
                  const minutesLate = event.currentTarget.value;
                  onChange((current) => ({ ...current, minutesLate }));
                }}
              />
            ))}
          {showNote ? (
            readOnly ? (
              <Text size="sm">{`Note: ${draft.note}`}</Text>
            ) : (
              <TextInput
                label="Note"
                size="sm"
                maxLength={NOTE_MAX_LENGTH}
                style={{ flex: '1 1 14rem' }}
                autoFocus={focusNote}
                value={draft.note}
                error={problems?.note}
                onChange={(event) => {
                  const note = event.currentTarget.value;
                  onChange((current) => ({ ...current, note }));
                }}
              />
            )
          ) : (
            !readOnly && (
              <Button
                variant="subtle"
                size="compact-sm"
                mt={late ? 28 : 0}
                onClick={() => {
                  setFocusNote(true);
                  onChange((current) => ({ ...current, noteOpen: true }));
                }}
              >
                Add note
              </Button>
            )
          )}
        </Group>
      )}
    </li>
  );
}
