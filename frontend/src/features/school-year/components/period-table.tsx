import { Paper, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/api-error';
import { formatShortDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { CalendarPeriod, SchoolYear } from '@/types/api';
import { useAddPeriod, useDeletePeriod, type PeriodKind } from '../api/school-years';
import { ConfirmDelete } from './confirm-delete';
import { periodDays } from './period-days';
import { DatedForm } from './year-form';
import { showServerErrors } from '@/lib/server-errors';
import { DATE_FIELDS } from './server-errors';

const WORDS = {
  term: { title: 'Terms', one: 'term', add: 'Add term', empty: 'No terms yet.' },
  noSchoolDay: { title: 'No-school days', one: 'no-school day', add: 'Add no-school day', empty: 'No no-school days yet.' },
} as const;

function DeletePeriod({ year, period, kind }: { year: SchoolYear; period: CalendarPeriod; kind: PeriodKind }) {
  const remove = useDeletePeriod(kind);
  const words = WORDS[kind];
  return (
    <ConfirmDelete
      buttonLabel={`Delete ${period.name}`}
      question={`Delete the ${words.one} “${period.name}”?`}
      consequence={`It is removed from ${year.name}.`}
      pending={remove.isPending}
      onConfirm={(done) =>
        remove.mutate(
          { id: period._id },
          {
            onSuccess: () => {
              done();
              notifySuccess(`“${period.name}” was deleted.`, `${words.title}`);
            },
            onError: (error) => {
              done();
              notifyError(errorMessage(error));
            },
          },
        )
      }
    />
  );
}

/** A year's terms or its no-school days: the table, a delete with confirmation, and the add form. */
export function PeriodTable({ year, kind }: { year: SchoolYear; kind: PeriodKind }) {
  const add = useAddPeriod(kind);
  const words = WORDS[kind];
  const periods = kind === 'term' ? year.terms : year.noSchoolDays;
  const dates: DataTableColumn<CalendarPeriod>[] =
    kind === 'term'
      ? [
          { key: 'first', header: 'First day', cell: (period) => formatShortDate(period.firstDay) },
          { key: 'last', header: 'Last day', cell: (period) => formatShortDate(period.lastDay) },
        ]
      : [{ key: 'dates', header: 'Dates', cell: periodDays }];
  const columns: DataTableColumn<CalendarPeriod>[] = [
    { key: 'name', header: 'Name', cell: (period) => period.name },
    ...dates,
    { key: 'actions', header: 'Actions', cell: (period) => <DeletePeriod year={year} period={period} kind={kind} /> },
  ];
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {words.title}
      </Title>
      {periods.length === 0 ? (
        <Text size="sm" c="dimmed">
          {words.empty}
        </Text>
      ) : (
        <Paper withBorder radius="sm">
          <DataTable
            label={`${words.title} of ${year.name}`}
            columns={columns}
            rows={periods}
            rowKey={(period) => period._id}
            minWidth={320}
          />
        </Paper>
      )}
      <DatedForm
        label={`${words.add} to ${year.name}`}
        submitLabel={words.add}
        lastOptional={kind === 'noSchoolDay'}
        pending={add.isPending}
        onSubmit={(values, done, setErrors) =>
          add.mutate(
            { schoolYearID: year._id, ...values },
            {
              onSuccess: () => {
                done();
                notifySuccess(`“${values.name}” was added to ${year.name}.`, words.title);
              },
              onError: (error) => showServerErrors({ setErrors }, error, DATE_FIELDS),
            },
          )
        }
      />
    </Stack>
  );
}
