import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useCallback, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { formatShortDate, localIsoDate } from '@/lib/dates';
import type { GradeCells } from '../hooks/use-grade-cells';
import type { Assessment, Gradebook } from '../types';
import { plainNumber, pastedColumn, scoreMark } from '../utils/scores';
import { GradeCell } from './grade-cell';
import { TermGradeText } from './term-grade-text';
import classes from './gradebook.module.css';

export interface GradebookGridProps {
  book: Gradebook;
  cells: GradeCells;
  readOnly: boolean;
  onEditAssessment: (assessment: Assessment) => void;
  onDeleteAssessment: (assessment: Assessment) => void;
}

/** The keys that move between cells, as a spreadsheet's do: rows then columns to go. */
function stepOf(event: KeyboardEvent<HTMLInputElement>): [number, number] | null {
  switch (event.key) {
    case 'ArrowUp':
      return [-1, 0];
    case 'ArrowDown':
      return [1, 0];
    case 'ArrowLeft':
      return [0, -1];
    case 'ArrowRight':
      return [0, 1];
    case 'Enter':
      return event.shiftKey ? [-1, 0] : [1, 0];
    case 'Tab':
      return event.shiftKey ? [0, -1] : [0, 1];
    default:
      return null;
  }
}

/**
 * Students × assessments, used like a spreadsheet: arrows, Enter and Tab move, typing replaces
 * a cell, a column pasted from a spreadsheet fills down, and each cell saves as it is left.
 */
export function GradebookGrid({ book, cells, readOnly, onEditAssessment, onDeleteAssessment }: GradebookGridProps) {
  const table = useRef<HTMLTableElement>(null);
  const { students, assessments } = book;
  const categoryName = (key: string) => book.scheme.categories.find((category) => category.key === key)?.name ?? key;
  // The browser's own day, as the assessments' dates are written.
  const today = localIsoDate(new Date());

  const focusCell = useCallback((row: number, col: number) => {
    const input = table.current?.querySelector<HTMLInputElement>(`input[data-cell="${row}:${col}"]`);
    input?.focus();
    input?.select();
    return Boolean(input);
  }, []);

  const handleText = useCallback(
    (row: number, col: number, text: string) => {
      if (!readOnly) cells.edit(students[row]._id, assessments[col]._id, text);
    },
    [cells, students, assessments, readOnly],
  );

  const handleCommit = useCallback(
    (row: number, col: number) => {
      if (!readOnly) cells.commit(students[row]._id, assessments[col]);
    },
    [cells, students, assessments, readOnly],
  );

  const handleKey = useCallback(
    (row: number, col: number, event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Escape') {
        cells.revert(students[row]._id, assessments[col]._id);
        event.currentTarget.select();
        return;
      }
      const step = stepOf(event);
      if (!step) return;
      let [nextRow, nextCol] = [row + step[0], col + step[1]];
      if (event.key === 'Tab' && nextCol >= assessments.length) [nextRow, nextCol] = [row + 1, 0];
      if (event.key === 'Tab' && nextCol < 0) [nextRow, nextCol] = [row - 1, assessments.length - 1];
      // Enter on the last row saves where it stands; Tab off the grid's end leaves it as usual.
      if (event.key === 'Enter') handleCommit(row, col);
      if (focusCell(nextRow, nextCol)) event.preventDefault();
      else if (event.key !== 'Tab') {
        // Nowhere to go: the cell stays, its text selected so that typing replaces it again.
        event.preventDefault();
        event.currentTarget.select();
      }
    },
    [assessments, cells, focusCell, handleCommit, students],
  );

  const handlePaste = useCallback(
    (row: number, col: number, event: ClipboardEvent<HTMLInputElement>) => {
      const values = pastedColumn(event.clipboardData.getData('text/plain'));
      if (!values) return;
      event.preventDefault();
      if (readOnly) return;
      values.forEach((value, offset) => {
        const student = students[row + offset];
        if (student) cells.enter(student._id, assessments[col], value);
      });
    },
    [assessments, cells, readOnly, students],
  );

  const handleRetry = useCallback(
    (row: number, col: number) => cells.retry(students[row]._id, assessments[col]._id),
    [cells, students, assessments],
  );

  return (
    <>
      <Text size="xs" c="dimmed" mb={4}>
        Scores under 60% of the highest say low (below passing); work already given without a score says missing;
        assessments still to come say Upcoming.
      </Text>
      <div className={classes.scroll}>
        <table ref={table} className={classes.table} aria-label={`Gradebook of ${book.subject.name}, ${book.term.name}`}>
          <thead>
            <tr>
              <th scope="col" className={classes.student}>
                Student
              </th>
              {assessments.map((assessment) => (
                <th scope="col" key={assessment._id} data-upcoming={assessment.date > today || undefined}>
                  <span>{assessment.title}</span>
                  {!readOnly && (
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon size="xs" variant="subtle" ml={4} aria-label={`Actions for ${assessment.title}`}>
                          <IconDots size={14} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => onEditAssessment(assessment)}>Edit assessment</Menu.Item>
                        <Menu.Item color="red" onClick={() => onDeleteAssessment(assessment)}>
                          Delete assessment
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  )}
                  <span className={classes.category}>
                    {`${categoryName(assessment.category)} · /${plainNumber(assessment.highest)} · ${formatShortDate(assessment.date)}`}
                  </span>
                  {assessment.date > today && <span className={classes.upcoming}>Upcoming</span>}
                </th>
              ))}
              <th scope="col" className={classes.grade}>
                Term grade
              </th>
            </tr>
          </thead>
          <tbody>
            {students.map((student, row) => (
              <tr key={student._id}>
                <th scope="row" className={classes.student}>
                  {student.full_name}
                </th>
                {assessments.map((assessment, col) => {
                  const entry = cells.entryOf(student._id, assessment._id);
                  const shown = entry && entry.status !== 'saved' ? entry.text : (student.scores[assessment._id] ?? '');
                  return (
                    <GradeCell
                      key={assessment._id}
                      row={row}
                      col={col}
                      label={`${student.full_name}, ${assessment.title}`}
                      text={shown}
                      status={entry?.status}
                      message={entry?.message}
                      mark={scoreMark(shown, assessment.highest, assessment.date, today)}
                      readOnly={readOnly}
                      onText={handleText}
                      onCommit={handleCommit}
                      onKey={handleKey}
                      onPaste={handlePaste}
                      onRetry={handleRetry}
                    />
                  );
                })}
                <td className={classes.grade}>
                  <TermGradeText grade={student.grade} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {students.length === 0 && (
          <Text c="dimmed" p="md">
            This section has no students yet.
          </Text>
        )}
      </div>
    </>
  );
}
