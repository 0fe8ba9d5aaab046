import { Avatar } from '@/components/ui/avatar';
import { DataTable, type DataTableColumn, type DataTableSort } from '@/components/ui/data-table';
import { EditAndDetailsActions } from '@/components/ui/edit-and-details-actions';
import { formatShortDate } from '@/lib/short-date';
import type { SortableColumn, TeacherTableState } from '../hooks/use-teacher-table';
import type { Teacher } from '../types';

export interface TeachersTableProps {
  table: TeacherTableState;
  onEdit: (teacher: Teacher) => void;
  onViewDetails: (teacher: Teacher) => void;
}

const SORTABLE: readonly SortableColumn[] = ['first_name', 'last_name'];

/** The teacher rows of one page: selection, photo, names, contact, birth date and actions; the server sorts by name. */
export function TeachersTable({ table, onEdit, onViewDetails }: TeachersTableProps) {
  const columns: DataTableColumn<Teacher>[] = [
    { key: 'photo', header: 'Photo', cell: (teacher) => <Avatar image={teacher.image} alt={teacher.full_name} radius="xl" /> },
    { key: 'first_name', header: 'First name', sortable: true, cell: (teacher) => teacher.first_name },
    { key: 'middle_name', header: 'Middle name', cell: (teacher) => teacher.middle_name },
    { key: 'last_name', header: 'Last name', sortable: true, cell: (teacher) => teacher.last_name },
    { key: 'phone', header: 'Phone', cell: (teacher) => teacher.phone },
    { key: 'email', header: 'Email', cell: (teacher) => teacher.email },
    { key: 'birthdate', header: 'Birth date', cell: (teacher) => formatShortDate(teacher.birthdate) },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      // The actions stay in view while the rest scrolls sideways.
      sticky: 'end',
      cell: (teacher) => (
        <EditAndDetailsActions
          name={teacher.full_name}
          onEdit={() => onEdit(teacher)}
          onViewDetails={() => onViewDetails(teacher)}
        />
      ),
    },
  ];
  const sortBy = ({ column }: DataTableSort) => {
    const sortable = SORTABLE.find((name) => name === column);
    if (sortable) table.toggleSort(sortable);
  };
  return (
    <DataTable
      columns={columns}
      rows={table.rows}
      rowKey={(teacher) => teacher._id}
      selection={{ state: table, pageLabel: 'Select all teachers on this page', rowName: (teacher) => teacher.full_name }}
      sort={table.sort}
      onSortChange={sortBy}
      minWidth={860}
      noWrap
      verticalSpacing="sm"
      horizontalSpacing="xs"
      highlightOnHover
    />
  );
}
