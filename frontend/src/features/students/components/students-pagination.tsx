import { Group, Pagination, Text } from '@mantine/core';

const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export interface StudentsPaginationProps {
  /** How many there are in all, in words ('12 students'). */
  totalText: string;
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** The count and the page controls under a student list; nothing when one page holds them all. */
export function StudentsPagination({ totalText, page, pageCount, onChange }: StudentsPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {totalText}
      </Text>
      <Pagination
        total={pageCount}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      />
    </Group>
  );
}
