import { ActionIcon, Checkbox, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { ITEM_KINDS } from '../lib/labels';
import type { FeeItemValues, ScheduleValues } from '../hooks/schedule-values';
import { MoneyInput } from './money-input';

export interface FeeItemsTableProps {
  form: UseFormReturnType<ScheduleValues>;
}

/** The level's fee items as an editable table: each row's inputs are named by its number. */
export function FeeItemsTable({ form }: FeeItemsTableProps) {
  const field = (index: number, name: keyof FeeItemValues) => `items.${index}.${name}`;
  const columns: DataTableColumn<FeeItemValues>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (_item, index) => (
        <TextInput aria-label={`Name of fee item ${index + 1}`} maxLength={100} {...form.getInputProps(field(index, 'name'))} />
      ),
    },
    {
      key: 'kind',
      header: 'Kind',
      width: 180,
      cell: (_item, index) => (
        <Select
          aria-label={`Kind of fee item ${index + 1}`}
          data={ITEM_KINDS}
          allowDeselect={false}
          {...form.getInputProps(field(index, 'kind'))}
        />
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      width: 170,
      cell: (_item, index) => <MoneyInput aria-label={`Amount of fee item ${index + 1}`} {...form.getInputProps(field(index, 'amount'))} />,
    },
    {
      key: 'mandatory',
      header: 'Mandatory',
      width: 110,
      align: 'center',
      cell: (_item, index) => (
        <Checkbox
          aria-label={`Fee item ${index + 1} is mandatory`}
          styles={{ body: { justifyContent: 'center' } }}
          {...form.getInputProps(field(index, 'mandatory'), { type: 'checkbox' })}
        />
      ),
    },
    {
      key: 'remove',
      header: 'Remove',
      hideHeader: true,
      width: 56,
      cell: (_item, index) => (
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove fee item ${index + 1}`} onClick={() => form.removeListItem('items', index)}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];
  return (
    <DataTable
      label="Fee items"
      columns={columns}
      rows={form.values.items}
      rowKey={(item) => item.key}
      emptyText="No fee items yet: add the first with 'Add fee item'."
      minWidth={680}
      verticalSpacing="xs"
    />
  );
}
