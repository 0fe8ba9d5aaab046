import { Loader, Select } from '@mantine/core';
import { useSectionOptions } from '@/lib/queries/section-options';

/** The chosen section of `SectionPicker` (its id), and where a new choice goes. */
export interface SectionPickerProps {
  value: string | null;
  onChange: (sectionId: string | null) => void;
  /** Why the choice was refused, shown under it. */
  error?: string;
}

/**
 * 'Section': every section of the school ("Grade 7 - Rizal"), by category, found by typing
 * (the Timetables and attendance screens of the admin area).
 */
export function SectionPicker({ value, onChange, error }: SectionPickerProps) {
  const sections = useSectionOptions();
  const none = sections.data?.length === 0;
  return (
    <Select
      label="Section"
      searchable
      clearable
      data={sections.data ?? []}
      value={value}
      onChange={onChange}
      disabled={none}
      placeholder={none ? 'No sections yet' : 'Choose a section'}
      nothingFoundMessage="No section by that name"
      rightSection={sections.isPending ? <Loader size="xs" aria-label="Loading sections" /> : undefined}
      error={error}
      w={{ base: '100%', xs: 320 }}
    />
  );
}
