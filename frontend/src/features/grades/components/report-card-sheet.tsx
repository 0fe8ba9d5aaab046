import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReportCard } from '../types';
import classes from './report-card-page.module.css';

const dash = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

function Facts({ card }: { card: ReportCard }) {
  const { student } = card;
  return (
    <Group gap="xl" wrap="wrap">
      <Text size="sm">
        <b>Name:</b> {student.full_name}
      </Text>
      {student.lrn && (
        <Text size="sm">
          <b>LRN:</b> {student.lrn}
        </Text>
      )}
      <Text size="sm">
        <b>Grade and section:</b> {[student.level, student.section].filter(Boolean).join(' - ') || '—'}
      </Text>
      <Text size="sm">
        <b>Adviser:</b> {student.adviser ?? '—'}
      </Text>
      <Text size="sm">
        <b>School year:</b> {card.year.name}
      </Text>
    </Group>
  );
}

function GradesTable({ card }: { card: ReportCard }) {
  return (
    // A box that scrolls on a narrow screen is reached by the keyboard too.
    <div className={classes.scroll} role="region" aria-label="Report on learning progress and achievement" tabIndex={0}>
      <table className={classes.table} aria-label="Report on learning progress and achievement">
        <thead>
          <tr>
            <th scope="col" className={classes.left}>
              Learning areas
            </th>
            {card.terms.map((term) => (
              <th scope="col" key={term._id}>
                {term.name}
              </th>
            ))}
            <th scope="col">Final grade</th>
            <th scope="col">Remarks</th>
          </tr>
        </thead>
        <tbody>
          {card.subjects.map((subject) => (
            <tr key={subject.name}>
              <th scope="row">{subject.name}</th>
              {card.terms.map((term, index) => (
                <td key={term._id}>{dash(subject.grades[index])}</td>
              ))}
              <td>{dash(subject.final)}</td>
              <td>{subject.passed === null ? '' : subject.passed ? 'Passed' : 'Failed'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={card.terms.length + 1}>
              General average
            </th>
            <td>
              <b>{dash(card.generalAverage)}</b>
            </td>
            <td>{card.descriptor ?? ''}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function AttendanceTable({ card }: { card: ReportCard }) {
  const { months, totals } = card.attendance;
  const rows: [string, (m: { schoolDays: number; present: number; absent: number }) => number][] = [
    ['No. of school days', (m) => m.schoolDays],
    ['No. of days present', (m) => m.present],
    ['No. of days absent', (m) => m.absent],
  ];
  return (
    // A box that scrolls on a narrow screen is reached by the keyboard too.
    <div className={classes.scroll} role="region" aria-label="Report on attendance" tabIndex={0}>
      <table className={classes.table} aria-label="Report on attendance">
        <thead>
          <tr>
            <td />
            {months.map((month) => (
              <th scope="col" key={month.month}>
                {month.label}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, of]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {months.map((month) => (
                <td key={month.month}>{of(month)}</td>
              ))}
              <td>{of(totals)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The report card's content laid out as School Form 9. */
export function ReportCardSheet({ card }: { card: ReportCard }) {
  return (
    <Stack gap="md">
      <Stack gap={0} align="center">
        <Text size="sm">{card.school}</Text>
        <Title order={1} size="h3" ta="center">
          Report Card (School Form 9)
        </Title>
        <Text size="sm">{`School year ${card.year.name}`}</Text>
      </Stack>
      <Facts card={card} />
      <Title order={2} size="h5">
        Report on learning progress and achievement
      </Title>
      <GradesTable card={card} />
      <Title order={2} size="h5">
        Report on attendance
      </Title>
      <AttendanceTable card={card} />
      <Title order={2} size="h5">
        Adviser&apos;s comments
      </Title>
      {card.comments.length === 0 ? (
        <Text size="sm">None.</Text>
      ) : (
        <Stack gap={4}>
          {card.comments.map((comment) => (
            <Text size="sm" key={comment.term}>
              <b>{comment.term}:</b> {comment.comment}
            </Text>
          ))}
        </Stack>
      )}
      <Title order={2} size="h5">
        Grading scale
      </Title>
      <table className={classes.table} aria-label="Grading scale">
        <thead>
          <tr>
            <th scope="col" className={classes.left}>
              Descriptor
            </th>
            <th scope="col">Grading scale</th>
          </tr>
        </thead>
        <tbody>
          {card.scale.map((band) => (
            <tr key={band.label}>
              <th scope="row">{band.label}</th>
              <td>{band.range}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}
