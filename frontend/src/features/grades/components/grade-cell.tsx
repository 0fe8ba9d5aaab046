import { ActionIcon, Loader, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconRefresh } from '@tabler/icons-react';
import { memo, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { CellStatus } from '../hooks/use-grade-cells';
import type { ScoreMark } from '../utils/scores';
import classes from './gradebook.module.css';

export interface GradeCellProps {
  row: number;
  col: number;
  /** "Juan Cruz, Quiz 1" */
  label: string;
  text: string;
  status: CellStatus | undefined;
  message: string | undefined;
  /** A score below passing, or work already given without a score: coloured and said. */
  mark: ScoreMark;
  readOnly: boolean;
  onText: (row: number, col: number, text: string) => void;
  onCommit: (row: number, col: number) => void;
  onKey: (row: number, col: number, event: KeyboardEvent<HTMLInputElement>) => void;
  onPaste: (row: number, col: number, event: ClipboardEvent<HTMLInputElement>) => void;
  onRetry: (row: number, col: number) => void;
}

const STATUS_TEXT: Partial<Record<CellStatus, string>> = { saving: 'Saving', saved: 'Saved', failed: 'Not saved' };

/** What a screen reader hears of a marked cell. */
const MARK_TEXT: Record<Exclude<ScoreMark, null>, string> = { low: 'Below passing', missing: 'Missing' };

/**
 * One score of the gradebook: an input that selects its text when focused (so typing replaces
 * it), with its state beside it: saving, saved, or not saved with 'Retry', and a refusal's
 * message; a score below passing says 'low' and a missing one 'missing', each in red.
 */
export const GradeCell = memo(function GradeCell(props: GradeCellProps) {
  const { row, col, label, text, status, message, readOnly, mark } = props;
  const messageId = `cell-${row}-${col}-message`;
  const markId = `cell-${row}-${col}-mark`;
  const invalid = status === 'refused' || status === 'failed';
  const describedBy = [invalid && message ? messageId : null, mark ? markId : null].filter(Boolean).join(' ');
  const justFocused = useRef(false);
  return (
    <td className={classes.cell} data-status={status} data-mark={mark ?? undefined}>
      <div className={classes.cellBox}>
        <input
          className={classes.input}
          data-cell={`${row}:${col}`}
          aria-label={label}
          aria-invalid={status === 'refused'}
          aria-describedby={describedBy || undefined}
          value={text}
          placeholder={mark === 'missing' ? 'missing' : undefined}
          readOnly={readOnly}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          // A click that focuses the cell keeps its text selected (the mouse button's release
          // would otherwise put the caret in it); a click on the focused cell places the caret.
          onMouseDown={(event) => {
            if (document.activeElement !== event.currentTarget) justFocused.current = true;
          }}
          onMouseUp={(event) => {
            if (justFocused.current) event.preventDefault();
            justFocused.current = false;
          }}
          onChange={(event) => props.onText(row, col, event.currentTarget.value)}
          onBlur={() => props.onCommit(row, col)}
          onKeyDown={(event) => props.onKey(row, col, event)}
          onPaste={(event) => props.onPaste(row, col, event)}
        />
        {mark === 'low' && (
          <span className={classes.flag} aria-hidden>
            low
          </span>
        )}
        {mark && (
          <span id={markId} className={classes.hidden}>
            {MARK_TEXT[mark]}
          </span>
        )}
        <span className={classes.state}>
          {status === 'saving' && <Loader size={10} aria-label={`${STATUS_TEXT.saving}: ${label}`} role="status" />}
          {status === 'saved' && <IconCheck size={12} color="var(--mantine-color-green-7)" aria-label={`Saved: ${label}`} role="img" />}
          {status === 'failed' && (
            <Tooltip label={message ?? 'Not saved'}>
              <ActionIcon
                size="xs"
                variant="subtle"
                color="red"
                aria-label={`Retry saving ${label}`}
                onClick={() => props.onRetry(row, col)}
              >
                <IconRefresh size={12} />
              </ActionIcon>
            </Tooltip>
          )}
        </span>
      </div>
      {invalid && message && (
        <Text id={messageId} size="xs" c="red" className={classes.message}>
          {message}
        </Text>
      )}
    </td>
  );
});
