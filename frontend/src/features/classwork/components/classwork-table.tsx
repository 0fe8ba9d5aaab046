import { Button, Flex, Group, Stack, Text } from '@mantine/core';
import { IconChecklist, IconPaperclip, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useNow } from '@/lib/use-now';
import type { Assignment } from '../types';
import { classOf, gradedAs } from '../utils/labels';
import { appearsLater, appearsText, formatMoment } from '../utils/times';

export interface ClassworkTableProps {
  classwork: readonly Assignment[];
  /** When the list came from the server (ms): a piece shown by then is shown, whatever the clock said before. */
  fetchedAt: number;
  /** A piece just posted or changed: the table turns to its page. */
  revealId: string | null;
  /** Where a piece's work is reviewed: its own address. */
  reviewAddress: (assignment: Assignment) => string;
  onFiles: (assignment: Assignment) => void;
  onEdit: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
}

/** Rows a page: a teacher's classwork of a term runs past a hundred pieces. */
const PAGE_SIZE = 20;

/** How many files a piece has: dimmed when none, so those with files stand out. */
function FileCount({ count }: { count: number }) {
  return count === 0 ? (
    <Text span size="sm" c="dimmed">
      0
    </Text>
  ) : (
    <Group gap={4} wrap="nowrap" justify="flex-end" display="inline-flex">
      <IconPaperclip size={14} aria-hidden />
      <Text span size="sm">
        {count}
      </Text>
    </Group>
  );
}

/**
 * The teacher's classwork, latest due first, a page at a time: on a phone a card for each. Each
 * piece leads to the review of its work, and has its files, its form and its deletion.
 */
export function ClassworkTable({ classwork, fetchedAt, revealId, reviewAddress, onFiles, onEdit, onDelete }: ClassworkTableProps) {
  // 'Appears …' goes once the students see it, while the list stays open.
  const now = Math.max(useNow().getTime(), fetchedAt);
  const columns: DataTableColumn<Assignment>[] = [
    {
      key: 'title',
      header: 'Title',
      rowHeader: true,
      sortValue: (assignment) => assignment.title,
      cell: (assignment) => (
        <Stack gap={2}>
          {/* Breaks inside a word only when the word alone is too wide, so the table never
              squeezes the column to split 'Performance'. */}
          <Text fw={600} size="sm" style={{ overflowWrap: 'break-word' }}>
            {assignment.title}
          </Text>
          {appearsLater(assignment, now) && (
            <Text size="xs" c="dimmed" fw={400}>
              {appearsText(assignment.appearsAt)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'class', header: 'Class', sortValue: classOf, cell: classOf },
    {
      key: 'due',
      header: 'Due',
      sortValue: (assignment) => Date.parse(assignment.dueAt),
      cell: (assignment) => <time dateTime={assignment.dueAt}>{formatMoment(assignment.dueAt)}</time>,
    },
    { key: 'points', header: 'Points', align: 'right', sortValue: (assignment) => assignment.points, cell: (assignment) => assignment.points },
    { key: 'graded', header: 'Graded as', cell: (assignment) => gradedAs(assignment.category) },
    {
      key: 'files',
      header: 'Files',
      align: 'right',
      sortValue: (assignment) => assignment.files.length,
      cell: (assignment) => <FileCount count={assignment.files.length} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (assignment) => (
        // On a phone's card the buttons wrap; in the table they keep to one line.
        <Flex gap="xs" wrap={{ base: 'wrap', sm: 'nowrap' }} justify="flex-end">
          <Button
            component={Link}
            to={reviewAddress(assignment)}
            size="xs"
            variant="light"
            leftSection={<IconChecklist size={14} aria-hidden />}
            aria-label={`Review work on ${assignment.title}`}
          >
            Review work
          </Button>
          <Button size="xs" variant="light" leftSection={<IconPaperclip size={14} aria-hidden />} onClick={() => onFiles(assignment)}>
            Files
          </Button>
          <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(assignment)}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete(assignment)}
          >
            Delete
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <DataTable
      label="Classwork"
      columns={columns}
      rows={classwork}
      rowKey={(assignment) => assignment._id}
      pageSize={PAGE_SIZE}
      revealKey={revealId}
      minWidth={1000}
    />
  );
}
