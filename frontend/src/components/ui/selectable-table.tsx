import { ActionIcon, Button, Checkbox, Group, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';

/** The tint of a ticked row. */
export const SELECTED_ROW = 'var(--mantine-primary-color-light)';

/** What the admin tables' tick boxes need of a selection (one page of rows, picked by id). */
export interface RowSelection {
  pageSelection: 'none' | 'some' | 'all';
  togglePage: () => void;
  isSelected: (id: string) => boolean;
  toggleRow: (id: string) => void;
}

/** The header cell that ticks or clears every row of the page; `label` names it for screen readers. */
export function SelectPageHeader({ selection, label }: { selection: RowSelection; label: string }) {
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label={label}
        checked={selection.pageSelection === 'all'}
        indeterminate={selection.pageSelection === 'some'}
        onChange={selection.togglePage}
      />
    </Table.Th>
  );
}

interface SelectableRowProps {
  id: string;
  /** Who or what the row is, for its tick box's label ('Select <name>'). */
  name: string;
  selection: RowSelection;
  children: ReactNode;
}

/** A row with its tick box first, tinted while ticked. */
export function SelectableRow({ id, name, selection, children }: SelectableRowProps) {
  const selected = selection.isSelected(id);
  return (
    <Table.Tr bg={selected ? SELECTED_ROW : undefined}>
      <Table.Td>
        <Checkbox aria-label={`Select ${name}`} checked={selected} onChange={() => selection.toggleRow(id)} />
      </Table.Td>
      {children}
    </Table.Tr>
  );
}

interface EditAndDetailsCellProps {
  name: string;
  onEdit: () => void;
  onViewDetails: () => void;
  style?: CSSProperties;
}

/** The last cell of an admin row: an edit button ('Edit <name>') and 'View Details'. */
export function EditAndDetailsCell({ name, onEdit, onViewDetails, style }: EditAndDetailsCellProps) {
  return (
    <Table.Td style={style}>
      <Group gap="xs" wrap="nowrap" justify="flex-end">
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={18} />
        </ActionIcon>
        <Button size="xs" variant="light" onClick={onViewDetails}>
          View Details
        </Button>
      </Group>
    </Table.Td>
  );
}
