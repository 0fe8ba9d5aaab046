import { ActionIcon, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
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
 * One student of the roll call on one line: photo (or initials) and name (and an excuse on
 * file), the four codes and 'Add note'; 'Minutes late' under 'Late', and the note once asked for.
 */
export function StudentRow({ student, draft, problems, readOnly, onCode, onChange, onKeyDown }: StudentRowProps) {
  const nameId = useId();
  // The note field takes the focus when the teacher asked for it, not when 'Excused' opened it.
  const [focusNote, setFocusNote] = useState(false);
  const late = draft.code === 'late';
  const showNote = draft.noteOpen || draft.note !== '';

  return (
    <li className={classes.student} data-student={student._id}>
      <Group gap="xs" wrap="nowrap" className={classes.who}>
        <StudentPhoto image={student.image} name={student.full_name} />
        <Stack gap={0} miw={0}>
          <Text fw={600} size="sm" id={nameId} className={classes.name}>
            {student.full_name}
          </Text>
          {student.excuse && (
            <Text size="xs" c="dimmed" className={classes.name}>
              {`Excuse on file: ${student.excuse}`}
            </Text>
          )}
        </Stack>
      </Group>
      <MarkButtons labelledBy={nameId} value={draft.code} onChange={onCode} onKeyDown={onKeyDown} readOnly={readOnly} />
      {!readOnly && !showNote ? (
        <Tooltip label="Add note" openDelay={400}>
          <ActionIcon
            variant="subtle"
            size="md"
            aria-label="Add note"
            onClick={() => {
              setFocusNote(true);
              onChange((current) => ({ ...current, noteOpen: true }));
            }}
          >
            <IconNotes size={18} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <span />
      )}
      {(late || showNote) && (
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
          {showNote &&
            (readOnly ? (
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
            ))}
        </Group>
      )}
    </li>
  );
}
