import { Badge, Button, Divider, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import type { SchoolYear } from '@/types/api';
import { useDeleteSchoolYear, useSetCurrentSchoolYear, useUpdateSchoolYear } from '../api/school-years';
import { CloseYear } from './close-year';
import { ConfirmDelete } from './confirm-delete';
import { periodDays } from './period-days';
import { PeriodTable } from './period-table';
import { showServerErrors } from '@/lib/server-errors';
import { DATE_FIELDS } from './server-errors';
import { DatedForm } from './year-form';

/** 'Edit' a year's name and dates in a dialog; refused dates are shown beside their fields. */
function EditYear({ year }: { year: SchoolYear }) {
  const [opened, setOpened] = useState(false);
  const update = useUpdateSchoolYear();
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpened(true)} aria-label={`Edit ${year.name}`}>
        Edit
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Edit ${year.name}`}>
        <DatedForm
          label={`Edit ${year.name}`}
          submitLabel="Save"
          initialValues={{ name: year.name, firstDay: year.firstDay, lastDay: year.lastDay }}
          pending={update.isPending}
          extraActions={
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
          }
          onSubmit={(values, _done, setErrors) =>
            update.mutate(
              { id: year._id, ...values },
              {
                onSuccess: () => {
                  setOpened(false);
                  notifySuccess(`${values.name} was saved.`, 'School year');
                },
                onError: (error) => showServerErrors({ setErrors }, error, DATE_FIELDS),
              },
            )
          }
        />
      </Modal>
    </>
  );
}

function MakeCurrent({ year }: { year: SchoolYear }) {
  const setCurrent = useSetCurrentSchoolYear();
  return (
    <Button
      size="xs"
      variant="light"
      loading={setCurrent.isPending}
      aria-label={`Make current: ${year.name}`}
      onClick={() =>
        setCurrent.mutate(
          { id: year._id },
          {
            onSuccess: () => notifySuccess(`${year.name} is now the current school year.`, 'School year'),
            onError: (error) => notifyError(errorMessage(error)),
          },
        )
      }
    >
      Make current
    </Button>
  );
}

function DeleteYear({ year }: { year: SchoolYear }) {
  const remove = useDeleteSchoolYear();
  return (
    <ConfirmDelete
      buttonLabel={`Delete ${year.name}`}
      question={`Delete the school year “${year.name}”?`}
      consequence="Its terms and no-school days are deleted with it."
      pending={remove.isPending}
      onConfirm={(done) =>
        remove.mutate(
          { id: year._id },
          {
            onSuccess: (answer) => {
              done();
              notifySuccess(answer.message, 'School year');
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

/**
 * One school year: its name and days (marked 'Current' and, after its year end, 'Closed'), what
 * can be done to it, its terms and no-school days.
 */
export function YearCard({ year }: { year: SchoolYear }) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={year.name}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={3} size="h4">
                {year.name}
              </Title>
              {year.current && (
                <Badge variant="light">
                  Current
                </Badge>
              )}
              {year.closed && (
                <Badge variant="light" color="gray">
                  Closed
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {periodDays(year)}
            </Text>
          </Stack>
          <Group gap="xs">
            {!year.current && <MakeCurrent year={year} />}
            <EditYear year={year} />
            {!year.closed && <CloseYear year={year} />}
            <DeleteYear year={year} />
          </Group>
        </Group>
        <Divider />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <PeriodTable year={year} kind="term" />
          <PeriodTable year={year} kind="noSchoolDay" />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
