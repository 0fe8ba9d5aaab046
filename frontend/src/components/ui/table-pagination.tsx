import { Group, Pagination } from '@mantine/core';

const PAGE_CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export interface TablePaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page controls under a table; nothing when everything fits on one page. */
export function TablePagination({ page, totalPages, onChange }: TablePaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
      />
    </Group>
  );
}
