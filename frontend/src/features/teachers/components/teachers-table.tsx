import { Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import { Avatar } from '@/components/ui/avatar';
import {
  EditAndDetailsCell,
  SELECTED_ROW,
  SelectPageHeader,
  SelectableRow,
} from '@/components/ui/selectable-table';
import type { SortableColumn, TeacherTableState } from '../hooks/use-teacher-table';
import type { Teacher } from '../types';
import { formatShortDate } from '@/lib/short-date';

export interface TeachersTableProps {
  table: TeacherTableState;
  onEdit: (teacher: Teacher) => void;
  onViewDetails: (teacher: Teacher) => void;
}

interface SortHeaderProps {
  table: TeacherTableState;
  column: SortableColumn;
  label: string;
}

/** A column header that sorts by its column; `aria-sort` tells screen readers the order. */
function SortHeader({ table, column, label }: SortHeaderProps) {
  const direction = table.sort?.column === column ? table.sort.direction : null;
  const Icon = direction === 'ascending' ? IconChevronUp : direction === 'descending' ? IconChevronDown : IconSelector;
  return (
    <Table.Th aria-sort={direction ?? 'none'}>
      <UnstyledButton onClick={() => table.toggleSort(column)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * Keeps the actions column in view while the rest scrolls sideways; it needs an opaque
 * background, tinted like the row when the row is selected. Phones are too narrow to pin it.
 */
function pinnedEnd(pinned: boolean, selected: boolean): CSSProperties | undefined {
  if (!pinned) return undefined;
  const body = 'var(--mantine-color-body)';
  return {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    background: selected ? `linear-gradient(${SELECTED_ROW}, ${SELECTED_ROW}), ${body}` : body,
    boxShadow: 'inset 1px 0 0 var(--mantine-color-default-border)',
  };
}

/** The teacher rows of one page: selection, photo, names, contact, birth date and actions. */
export function TeachersTable({ table, onEdit, onViewDetails }: TeachersTableProps) {
  const pinActions = useMediaQuery('(min-width: 48em)') ?? false;
  return (
    // Phones scroll the table sideways rather than squeezing its columns.
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" horizontalSpacing="xs" highlightOnHover style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <SelectPageHeader selection={table} label="Select all teachers on this page" />
            <Table.Th>Photo</Table.Th>
            <SortHeader table={table} column="first_name" label="First name" />
            <Table.Th>Middle name</Table.Th>
            <SortHeader table={table} column="last_name" label="Last name" />
            <Table.Th>Phone</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Birth date</Table.Th>
            <Table.Th style={pinnedEnd(pinActions, false)}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((teacher) => (
            <SelectableRow key={teacher._id} id={teacher._id} name={teacher.full_name} selection={table}>
              <Table.Td>
                <Avatar image={teacher.image} alt={teacher.full_name} radius="xl" />
              </Table.Td>
              <Table.Td>{teacher.first_name}</Table.Td>
              <Table.Td>{teacher.middle_name}</Table.Td>
              <Table.Td>{teacher.last_name}</Table.Td>
              <Table.Td>{teacher.phone}</Table.Td>
              <Table.Td>{teacher.email}</Table.Td>
              <Table.Td>{formatShortDate(teacher.birthdate)}</Table.Td>
              <EditAndDetailsCell
                name={teacher.full_name}
                onEdit={() => onEdit(teacher)}
                onViewDetails={() => onViewDetails(teacher)}
                style={pinnedEnd(pinActions, table.isSelected(teacher._id))}
              />
            </SelectableRow>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
