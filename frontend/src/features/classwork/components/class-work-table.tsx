import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { StudentWork } from '../types';
import { reviewStage, scoreText } from '../utils/review';
import type { WorkStage } from '../utils/work';
import { WorkStageBadge } from './work-stage-badge';

export interface ClassWorkTableProps {
  students: readonly StudentWork[];
  /** The piece's points, which each score is out of. */
  points: number;
  /** The student whose work is open. */
  chosenID: string | null;
  onChoose: (student: StudentWork) => void;
}

/** The order 'Status' sorts in: what waits for the teacher first. */
const STAGE_ORDER: Record<WorkStage, number> = { turnedIn: 0, turnedInLate: 1, missing: 2, assigned: 3, returned: 4 };

/** A score, or a dash said as 'No score'. */
function Score({ student, points }: { student: StudentWork; points: number }) {
  const text = scoreText(student, points);
  if (text !== null) return <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>{text}</Text>;
  return (
    <>
      <Text span size="sm" c="dimmed" aria-hidden>
        —
      </Text>
      <VisuallyHidden>No score</VisuallyHidden>
    </>
  );
}

/**
 * The class, in name order: each student's name is a button opening their work, with where their
 * work stands and its score. On a phone a card for each.
 */
export function ClassWorkTable({ students, points, chosenID, onChoose }: ClassWorkTableProps) {
  const columns: DataTableColumn<StudentWork>[] = [
    {
      key: 'name',
      header: 'Student',
      rowHeader: true,
      sortValue: (student) => student.name,
      cell: (student) => {
        const chosen = student.studentID === chosenID;
        return (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={chosen ? 700 : 600}
            ta="left"
            underline={chosen ? 'always' : 'hover'}
            aria-current={chosen ? 'true' : undefined}
            style={{ overflowWrap: 'anywhere' }}
            onClick={() => onChoose(student)}
          >
            {student.name}
          </Anchor>
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (student) => STAGE_ORDER[reviewStage(student)],
      cell: (student) => <WorkStageBadge stage={reviewStage(student)} />,
    },
    {
      key: 'score',
      header: 'Score',
      align: 'right',
      sortValue: (student) => student.score ?? -1,
      cell: (student) => <Score student={student} points={points} />,
    },
  ];
  return (
    <DataTable
      label="Students"
      columns={columns}
      rows={students}
      rowKey={(student) => student.studentID}
      emptyText="No students in this class."
    />
  );
}
