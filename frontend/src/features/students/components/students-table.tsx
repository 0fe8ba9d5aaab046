import { Avatar } from '@/components/ui/avatar';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { EditAndDetailsActions } from '@/components/ui/edit-and-details-actions';
import type { IdSelection } from '@/lib/use-id-selection';
import type { Student } from '../types';

export const NOT_AVAILABLE = 'N/A';

export interface StudentsTableProps {
  students: Student[];
  selection: IdSelection;
  onEdit: (student: Student) => void;
  onViewDetails: (student: Student) => void;
}

/** One page of students: selection, photo, names, email, category, level and section, and actions. */
export function StudentsTable({ students, selection, onEdit, onViewDetails }: StudentsTableProps) {
  const columns: DataTableColumn<Student>[] = [
    { key: 'photo', header: 'Photo', cell: (student) => <Avatar image={student.image} alt={student.full_name} radius="xl" /> },
    { key: 'first_name', header: 'First name', cell: (student) => student.first_name },
    { key: 'middle_name', header: 'Middle name', cell: (student) => student.middle_name ?? '' },
    { key: 'last_name', header: 'Last name', cell: (student) => student.last_name },
    { key: 'email', header: 'Email', cell: (student) => student.email },
    { key: 'category', header: 'Category', cell: (student) => student.category ?? NOT_AVAILABLE },
    { key: 'level', header: 'Level', cell: (student) => student.level ?? NOT_AVAILABLE },
    { key: 'section', header: 'Section', cell: (student) => student.section ?? NOT_AVAILABLE },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (student) => (
        <EditAndDetailsActions
          name={student.full_name}
          onEdit={() => onEdit(student)}
          onViewDetails={() => onViewDetails(student)}
        />
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={students}
      rowKey={(student) => student._id}
      selection={{ state: selection, pageLabel: 'Select all students on this page', rowName: (student) => student.full_name }}
      minWidth={960}
      noWrap
      verticalSpacing="sm"
      horizontalSpacing="xs"
      highlightOnHover
    />
  );
}
