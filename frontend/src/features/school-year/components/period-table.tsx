import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { errorMessage } from '@/lib/api-error';
import { formatShortDate } from '@/lib/short-date';
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
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="xs" aria-label={`${words.title} of ${year.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  {kind === 'term' ? (
                    <>
                      <Table.Th>First day</Table.Th>
                      <Table.Th>Last day</Table.Th>
                    </>
                  ) : (
                    <Table.Th>Dates</Table.Th>
                  )}
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {periods.map((period) => (
                  <Table.Tr key={period._id}>
                    <Table.Td>{period.name}</Table.Td>
                    {kind === 'term' ? (
                      <>
                        <Table.Td>{formatShortDate(period.firstDay)}</Table.Td>
                        <Table.Td>{formatShortDate(period.lastDay)}</Table.Td>
                      </>
                    ) : (
                      <Table.Td>{periodDays(period)}</Table.Td>
                    )}
                    <Table.Td>
                      <DeletePeriod year={year} period={period} kind={kind} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
