import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

export interface DeleteSelectedButtonProps {
  count: number;
  loading: boolean;
  onClick: () => void;
}

/** The red bulk-delete button, 'Delete N item(s)', shown only while rows are selected. */
export function DeleteSelectedButton({ count, loading, onClick }: DeleteSelectedButtonProps) {
  if (count === 0) return null;
  return (
    <Button color="red" leftSection={<IconTrash size={16} />} loading={loading} onClick={onClick}>
      {`Delete ${count} item(s)`}
    </Button>
  );
}
