import { VisuallyHidden } from '@mantine/core';
import { formatMonthYear, formatWrittenDate } from '@/lib/dates';
import type { AttendanceCode, AttendanceCounts } from '../types';
import type { SectionMonthAnswer } from '../types/reports';
import { monthSectionName } from '../utils/months';
import { CODES, codeLabel, codeLetter } from '../utils/texts';
import classes from './month-grid.module.css';

/** A student's mark of a day: its letter (and its name for screen readers), or blank when no register was taken. */
function MarkCell({ code }: { code: AttendanceCode | null }) {
  if (code === null) {
    return (
      <td className={classes.cell}>
        <VisuallyHidden>No register</VisuallyHidden>
      </td>
    );
  }
  return (
    <td className={classes.cell} data-code={code}>
      <span aria-hidden>{codeLetter(code)}</span>
      <VisuallyHidden>{codeLabel(code)}</VisuallyHidden>
    </td>
  );
}

/** 'P Present', 'L Late', 'A Absent', 'E Excused', and what a blank cell means. */
export function MarkLegend() {
  return (
    <ul className={classes.legend} aria-label="Key">
      {CODES.map(({ code, label, letter }) => (
        <li key={code}>
          <span className={classes.cell} data-code={code} aria-hidden>
            {letter}
          </span>
          {label}
        </li>
      ))}
      <li>Blank: no register taken that day</li>
    </ul>
  );
}

const TOTALS: readonly (keyof AttendanceCounts)[] = ['present', 'late', 'absent', 'excused'];

/**
 * A section's month: a row per student with their mark of each school day and their totals,
 * and a row per code with the day's totals. Scrolls sideways inside its box, the names staying
 * in view; reachable by Tab, so the arrow keys scroll it.
 */
export function MonthGrid({ answer }: { answer: SectionMonthAnswer }) {
  const caption = `Attendance of ${monthSectionName(answer)}, ${formatMonthYear(answer.month)}`;
  return (
    <div className={classes.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={classes.grid}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={classes.name}>
              Student
            </th>
            {answer.days.map((day) => (
              <th scope="col" key={day.date}>
                <span aria-hidden>
                  <span className={classes.weekday}>{day.weekday}</span>
                  {Number(day.date.slice(8))}
                </span>
                <VisuallyHidden>{formatWrittenDate(day.date)}</VisuallyHidden>
              </th>
            ))}
            {TOTALS.map((code) => (
              <th scope="col" key={code} className={classes.total}>
                {codeLabel(code)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.students.map((student) => (
            <tr key={student._id}>
              <th scope="row" className={classes.name} title={student.full_name}>
                {`${student.last_name}, ${student.first_name}`}
              </th>
              {student.marks.map((code, index) => (
                <MarkCell key={answer.days[index]?.date ?? index} code={code} />
              ))}
              {TOTALS.map((code) => (
                <td key={code} className={classes.total}>
                  {student.totals[code]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          {TOTALS.map((code) => (
            <tr key={code}>
              <th scope="row" className={classes.name}>
                {`${codeLabel(code)} per day`}
              </th>
              {answer.dayTotals.map((totals, index) => (
                <td key={answer.days[index]?.date ?? index}>{totals[code]}</td>
              ))}
              {TOTALS.map((column) => (
                <td key={column} className={classes.total}>
                  {column === code ? answer.students.reduce((sum, student) => sum + student.totals[code], 0) : ''}
                </td>
              ))}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}
