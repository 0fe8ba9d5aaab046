import { Button, Fieldset, Group, Loader, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCategories } from '@/lib/queries/categories';
import { useLevels } from '@/lib/queries/levels';
import type { EducationChoice } from '../types';

export const NO_SECTION_TEXT =
  'No section yet for this level, please create atleast one section first to continue.';

export interface EducationChooserProps {
  value: EducationChoice;
  onChange: (choice: EducationChoice) => void;
  /** Messages for the category, level and section (the form's or the server's). */
  errors?: { categoryID?: string; levelID?: string; sectionID?: string };
  /** Shown at the section step when the chosen level has sections (the create button). */
  sectionAction?: ReactNode;
}

interface Option {
  value: string;
  label: string;
}

function withPlaceholder(placeholder: string, options: Option[]): Option[] {
  return [{ value: '', label: placeholder }, ...options];
}

/**
 * The three-step education chooser: category, then level, then section. "Select"
 * advances, "Back" returns, and only the active step can be changed.
 */
export function EducationChooser({ value, onChange, errors = {}, sectionAction }: EducationChooserProps) {
  const { step, categoryID, levelID, sectionID } = value;
  const categories = useCategories();
  const levels = useLevels(step >= 1 ? categoryID : null);

  const category = categories.data?.find((item) => item._id === categoryID);
  const level = levels.data?.find((item) => item._id === levelID);
  const categoryOptions = (categories.data ?? []).map((item) => ({ value: item._id, label: item.category }));
  const levelOptions = (category?.levels ?? []).map((item) => ({ value: item.levelID, label: item.level }));
  const sectionOptions = (level?.sections ?? []).map((item) => ({ value: item.sectionID, label: item.section }));

  const set = (change: Partial<EducationChoice>) => onChange({ ...value, ...change });

  let sectionStep: ReactNode = null;
  if (step === 2) {
    if (levels.isPending) sectionStep = <Loader size="sm" aria-label="Loading sections" />;
    else if (sectionOptions.length > 0) sectionStep = sectionAction;
    else sectionStep = <Text c="dimmed">{NO_SECTION_TEXT}</Text>;
  }

  return (
    <Fieldset legend="Education">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label="Category"
            data={withPlaceholder('Choose a category', categoryOptions)}
            value={categoryID ?? ''}
            disabled={step !== 0}
            error={errors.categoryID}
            rightSection={categories.isPending ? <Loader size="xs" aria-label="Loading categories" /> : undefined}
            onChange={(event) =>
              set({ categoryID: event.currentTarget.value || null, levelID: null, sectionID: null })
            }
          />
          <NativeSelect
            label="Level"
            data={withPlaceholder('Choose a level', levelOptions)}
            value={levelID ?? ''}
            disabled={step !== 1}
            error={errors.levelID}
            onChange={(event) => set({ levelID: event.currentTarget.value || null, sectionID: null })}
          />
          <NativeSelect
            label="Section"
            data={withPlaceholder('Choose a section', sectionOptions)}
            value={sectionID ?? ''}
            disabled={step !== 2}
            error={errors.sectionID}
            onChange={(event) => set({ sectionID: event.currentTarget.value || null })}
          />
        </SimpleGrid>
        <Group gap="sm">
          {step > 0 && (
            <Button type="button" variant="default" onClick={() => set({ step: step === 2 ? 1 : 0 })}>
              Back
            </Button>
          )}
          {step === 0 && (
            <Button type="button" disabled={!categoryID} onClick={() => set({ step: 1 })}>
              Select
            </Button>
          )}
          {step === 1 && (
            <Button type="button" disabled={!levelID} onClick={() => set({ step: 2 })}>
              Select
            </Button>
          )}
          {sectionStep}
        </Group>
      </Stack>
    </Fieldset>
  );
}
