import { Loader, Select } from '@mantine/core';
import type { SchoolYearChoice } from '../hooks/use-school-year-choice';

export interface SchoolYearSelectProps {
  choice: SchoolYearChoice;
  /** Called after another year is chosen (what was shown for the last one goes). */
  onChange?: (schoolYearID: string) => void;
}

/** 'School year': every school year, the current one chosen until another is. */
export function SchoolYearSelect({ choice, onChange }: SchoolYearSelectProps) {
  const none = choice.years.data?.length === 0;
  return (
    <Select
      label="School year"
      data={choice.options}
      value={choice.schoolYearID}
      onChange={(value) => {
        if (!value) return;
        choice.choose(value);
        onChange?.(value);
      }}
      allowDeselect={false}
      disabled={none}
      placeholder={none ? 'No school year yet' : 'Choose a school year'}
      rightSection={choice.years.isPending ? <Loader size="xs" aria-label="Loading school years" /> : undefined}
      w={{ base: '100%', xs: 240 }}
    />
  );
}
