import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import type { SchoolYear } from '@/types/api';
import {
  useCloseSchoolYear,
  usePreviewYearEnd,
  useYearEndSections,
  type SectionMove,
  type YearEndAnswer,
} from '../api/close-year';
import { useSectionOptions } from '@/lib/queries/section-options';
import { STAYS, YearEndPlanTable } from './year-end-plan-table';

/** Why the server refused a plan: what it says about the moves, or its message. */
function refusalOf(error: Error): string {
  return (isApiError(error) && error.fieldError('moves')) || errorMessage(error);
}

/** The counts a preview announced. */
function previewCounts(answer: Pick<YearEndAnswer, 'moved' | 'graduated'>): string {
  return `${answer.moved} student(s) move on, ${answer.graduated} graduate.`;
}

export interface CloseYearPlanProps {
  year: SchoolYear;
  /** Leaves the dialog, closed or not. */
  onDone: () => void;
}

/**
 * The year end's plan: where each section's students go, a preview of the counts, then
 * 'Close the year', which only a preview of the very choices on screen unlocks.
 */
export function CloseYearPlan({ year, onDone }: CloseYearPlanProps) {
  const sections = useYearEndSections(year._id);
  const sectionOptions = useSectionOptions();
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [previewed, setPreviewed] = useState<{ plan: string; answer: YearEndAnswer } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = usePreviewYearEnd();
  const close = useCloseSchoolYear();

  const moves: SectionMove[] = (sections.data ?? []).flatMap((section) => {
    const to = choices[section.sectionID] ?? STAYS;
    return to === STAYS ? [] : [{ sectionID: section.sectionID, to }];
  });
  const plan = JSON.stringify(moves);
  const counts = previewed?.plan === plan ? previewed.answer : null;

  const choose = (sectionID: string, choice: string) => {
    setChoices((current) => ({ ...current, [sectionID]: choice }));
    setRefusal(null);
  };
  const runPreview = () =>
    preview.mutate(
      { id: year._id, moves },
      {
        onSuccess: (answer) => {
          setPreviewed({ plan, answer });
          setRefusal(null);
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  // Once closed, the year's card drops its 'Close school year' and this dialog with it, often
  // before a mutate() callback would run: the promise tells the outcome whatever is mounted.
  const runClose = () =>
    close.mutateAsync({ id: year._id, moves }).then(
      (answer) => {
        notifySuccess(
          `${answer.year} is closed: ${answer.moved} student(s) moved on, ${answer.graduated} graduated.`,
          'School year',
        );
        onDone();
      },
      (error: Error) => setRefusal(refusalOf(error)),
    );

  if (!sections.data) {
    return <LoadState label="Loading sections" query={sections} failedText="The sections could not be loaded." size="sm" />;
  }
  return (
    <Stack gap="md">
      <Text size="sm">
        Choose where each section’s students go next year. Sections left on ‘Stays’ keep their students.
      </Text>
      <YearEndPlanTable
        sections={sections.data}
        choices={choices}
        sectionOptions={sectionOptions.data ?? []}
        onChoose={choose}
      />
      {refusal && (
        <Alert color="red">
          {refusal}
        </Alert>
      )}
      <Text size="sm" fw={500} role="status">
        {counts ? previewCounts(counts) : 'Preview your choices to see how many students move on and graduate.'}
      </Text>
      <Text size="sm" c="dimmed">
        Graduates are archived: they can no longer sign in and leave the lists. You can restore them from View all
        students › Show archived.
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button variant="light" loading={preview.isPending} onClick={runPreview}>
          Preview
        </Button>
        <Button color="red" disabled={!counts} loading={close.isPending} onClick={runClose}>
          Close the year
        </Button>
      </Group>
    </Stack>
  );
}
