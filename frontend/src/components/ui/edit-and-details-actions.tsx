import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

interface EditAndDetailsActionsProps {
  /** Who or what the row is, for the edit button's name ('Edit <name>'). */
  name: string;
  onEdit: () => void;
  onViewDetails: () => void;
}

/** The last column of an admin list: an edit button ('Edit <name>') and 'View Details'. */
export function EditAndDetailsActions({ name, onEdit, onViewDetails }: EditAndDetailsActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
        <IconPencil size={18} />
      </ActionIcon>
      <Button size="xs" variant="light" onClick={onViewDetails}>
        View Details
      </Button>
    </Group>
  );
}
