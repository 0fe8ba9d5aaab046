import { Button } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { AttendanceCode } from '../types';
import { CODES } from '../utils/texts';
import classes from './attendance.module.css';

/** Each code's colour when chosen: dark enough for white text at 4.5:1 or better. */
const CODE_COLORS: Record<AttendanceCode, string> = {
  present: '#2f6f3e',
  late: '#8a4b00',
  absent: 'red',
  excused: '#5b3c99',
};

export interface MarkButtonsProps {
  /** The id of the student's name, which names the group. */
  labelledBy: string;
  value: AttendanceCode;
  onChange: (code: AttendanceCode) => void;
  /** Keys the roll call handles (moving between students, P/L/A/E). */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Shows the code chosen, in its colour, without letting it change. */
  readOnly?: boolean;
}

/**
 * 'Present' 'Late' 'Absent' 'Excused' as one radio group (P, L, A, E on a phone, named in
 * full): one chosen, reached by Tab on the chosen one; ArrowLeft and ArrowRight choose the
 * previous or next code.
 */
export function MarkButtons({ labelledBy, value, onChange, onKeyDown, readOnly = false }: MarkButtonsProps) {
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step !== 0 && !readOnly) {
      event.preventDefault();
      const at = CODES.findIndex((each) => each.code === value);
      const next = CODES[(at + step + CODES.length) % CODES.length];
      onChange(next.code);
      event.currentTarget.querySelector<HTMLElement>(`[data-code="${next.code}"]`)?.focus();
      return;
    }
    onKeyDown(event);
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-readonly={readOnly || undefined}
      className={classes.marks}
      onKeyDown={keyDown}
    >
      {CODES.map(({ code, label, letter }) => {
        const chosen = code === value;
        return (
          <Button
            key={code}
            role="radio"
            aria-checked={chosen}
            data-code={code}
            tabIndex={chosen ? 0 : -1}
            size="xs"
            px={4}
            fullWidth
            aria-label={label}
            variant={chosen ? 'filled' : 'default'}
            color={chosen ? CODE_COLORS[code] : undefined}
            aria-disabled={readOnly || undefined}
            onClick={() => !readOnly && onChange(code)}
          >
            <span className={classes.codeLong}>{label}</span>
            <span className={classes.codeShort} aria-hidden>
              {letter}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
