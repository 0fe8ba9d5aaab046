import { Fragment } from 'react';
import { createPortal } from 'react-dom';
import { SCHOOL_NAME } from '@/components/ui/school-brand';
import { formatMonthYear } from '@/lib/dates';
import type { SectionMonthAnswer } from '../types/reports';
import { codeLetter } from '../utils/texts';
import classes from './sf2-print.module.css';

/** The weekday letters of School Form 2's day columns. */
const WEEKDAY_LETTERS: Record<string, string> = { Mon: 'M', Tue: 'T', Wed: 'W', Thu: 'TH', Fri: 'F', Sat: 'SA', Sun: 'SU' };

type Learner = SectionMonthAnswer['students'][number];

/**
 * The form's groups: the boys then the girls, each followed by its present count per day
 * ("MALE | TOTAL Per Day"), then any learner whose sex is not recorded (no total of their own:
 * they count in the combined total only).
 */
function groups(answer: SectionMonthAnswer) {
  const of = (sex: Learner['sex']) => answer.students.filter((student) => student.sex === sex);
  const all = [
    { label: 'MALE | TOTAL Per Day', students: of('M'), dayTotals: answer.dayTotalsBySex.male },
    { label: 'FEMALE | TOTAL Per Day', students: of('F'), dayTotals: answer.dayTotalsBySex.female },
    { label: 'Sex not recorded', students: of(null), dayTotals: null },
  ];
  return all.filter((group) => group.dayTotals !== null || group.students.length > 0);
}

export interface Sf2PrintProps {
  answer: SectionMonthAnswer;
  /** The current school year's name ("2026–2027"), when known. */
  schoolYear: string | null;
}

/**
 * The month grid as School Form 2 (Daily Attendance Report of Learners) lays it out, for the
 * printer alone: placed under <body>, hidden on screen and from screen readers (the grid on
 * screen says the same), and the only thing printed while it is there.
 */
export function Sf2Print({ answer, schoolYear }: Sf2PrintProps) {
  const totalOf = (code: 'present' | 'late' | 'absent' | 'excused') =>
    answer.students.reduce((sum, student) => sum + student.totals[code], 0);
  return createPortal(
    <div className={classes.print} aria-hidden data-testid="sf2-print">
      <h1 className={classes.title}>School Form 2 (SF2) Daily Attendance Report of Learners</h1>
      <p className={classes.subtitle}>P present · L late (tardy) · A absent · E excused · blank: no register taken</p>
      <p className={classes.facts}>
        <span>
          <b>School:</b> {SCHOOL_NAME}
        </span>
        {schoolYear && (
          <span>
            <b>School year:</b> {schoolYear}
          </span>
        )}
        <span>
          <b>Report for the month of:</b> {formatMonthYear(answer.month)}
        </span>
        <span>
          <b>Grade level:</b> {answer.section.level}
        </span>
        <span>
          <b>Section:</b> {answer.section.section}
        </span>
      </p>
      <table className={classes.table}>
        <thead>
          <tr>
            <th rowSpan={2}>No.</th>
            <th rowSpan={2} className={classes.learner}>
              Learner&apos;s name (Last name, First name)
            </th>
            {answer.days.map((day) => (
              <th key={day.date}>{Number(day.date.slice(8))}</th>
            ))}
            <th colSpan={4}>Total for the month</th>
            <th rowSpan={2}>Remarks</th>
          </tr>
          <tr>
            {answer.days.map((day) => (
              <th key={day.date}>{WEEKDAY_LETTERS[day.weekday] ?? day.weekday}</th>
            ))}
            <th>Present</th>
            <th>Tardy</th>
            <th>Absent</th>
            <th>Excused</th>
          </tr>
        </thead>
        <tbody>
          {groups(answer).map((group) => (
            <Fragment key={group.label}>
              {group.students.map((student, index) => (
                <tr key={student._id}>
                  <td>{index + 1}</td>
                  <td className={classes.learner}>{`${student.last_name}, ${student.first_name}`}</td>
                  {student.marks.map((code, day) => (
                    <td key={answer.days[day]?.date ?? day}>{code ? codeLetter(code) : ''}</td>
                  ))}
                  <td>{student.totals.present}</td>
                  <td>{student.totals.late}</td>
                  <td>{student.totals.absent}</td>
                  <td>{student.totals.excused}</td>
                  <td />
                </tr>
              ))}
              {group.dayTotals && (
                <tr>
                  <th colSpan={2} className={classes.learner}>
                    {group.label}
                  </th>
                  {group.dayTotals.map((totals, index) => (
                    <td key={answer.days[index]?.date ?? index}>{totals.present + totals.late}</td>
                  ))}
                  <td colSpan={5} />
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={2} className={classes.learner}>
              Combined total present per day
            </th>
            {answer.dayTotals.map((totals, index) => (
              <td key={answer.days[index]?.date ?? index}>{totals.present + totals.late}</td>
            ))}
            <td>{totalOf('present')}</td>
            <td>{totalOf('late')}</td>
            <td>{totalOf('absent')}</td>
            <td>{totalOf('excused')}</td>
            <td />
          </tr>
          <tr>
            <th colSpan={2} className={classes.learner}>
              Total absent per day
            </th>
            {answer.dayTotals.map((totals, index) => (
              <td key={answer.days[index]?.date ?? index}>{totals.absent + totals.excused}</td>
            ))}
            <td colSpan={5} />
          </tr>
        </tfoot>
      </table>
      <div className={classes.footer}>
        <span>Present per day counts late (tardy) learners; absent per day counts excused ones.</span>
        <span className={classes.signature}>
          {answer.section.adviser ?? ' '}
          <br />
          Class adviser (signature over printed name)
        </span>
      </div>
    </div>,
    document.body,
  );
}
