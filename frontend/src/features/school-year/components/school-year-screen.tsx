import { Paper, Stack, Text, Title } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { notifySuccess } from '@/lib/notify';
import { useSchoolYears } from '@/lib/queries/school-years';
import { useCreateSchoolYear } from '../api/school-years';
import { showServerErrors } from '@/lib/server-errors';
import { DATE_FIELDS } from './server-errors';
import { YearCard } from './year-card';
import { DatedForm } from './year-form';

/** 'Add school year': a name and the first and last day; the first year made becomes current. */
function AddYearForm() {
  const create = useCreateSchoolYear();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Add school year
        </Title>
        <DatedForm
          label="Add school year"
          submitLabel="Add school year"
          pending={create.isPending}
          onSubmit={(values, done, setErrors) =>
            create.mutate(values, {
              onSuccess: (year) => {
                done();
                notifySuccess(
                  year.current ? `${year.name} was added and is the current school year.` : `${year.name} was added.`,
                  'School year',
                );
              },
              onError: (error) => showServerErrors({ setErrors }, error, DATE_FIELDS),
            })
          }
        />
      </Stack>
    </Paper>
  );
}

/**
 * 'School year': the school's years, the current one marked, each with its terms (grading
 * periods) and no-school days (holidays and breaks).
 */
export function SchoolYearScreen() {
  const years = useSchoolYears();
  return (
    <ScreenSection title="School year">
      <Stack gap="md">
        <AddYearForm />
        {years.data ? (
          years.data.length === 0 ? (
            <Text c="dimmed">No school years yet.</Text>
          ) : (
            years.data.map((year) => <YearCard key={year._id} year={year} />)
          )
        ) : (
          <LoadState label="Loading school years" query={years} failedText="The school years could not be loaded." />
        )}
      </Stack>
    </ScreenSection>
  );
}
