import { Select, type ComboboxData } from '@mantine/core';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { GRADUATE, type YearEndSection } from '../api/close-year';
import type { SectionOptionGroup } from '@/lib/queries/section-options';

/** The "Next year" choice that leaves a section's students where they are (not sent). */
export const STAYS = 'stays';

export interface YearEndPlanTableProps {
  /** The sections that have students, as the preview lists them. */
  sections: YearEndSection[];
  /** Each section's choice by its id: `STAYS`, `GRADUATE` or a section's id; missing means `STAYS`. */
  choices: Record<string, string>;
  /** Every section of the school, by category, to move students into. */
  sectionOptions: SectionOptionGroup[];
  onChoose: (sectionID: string, choice: string) => void;
}

/** 'Stays', 'Graduate', then every other section by category: a section cannot move into itself. */
function choicesFor(sectionID: string, groups: SectionOptionGroup[]): ComboboxData {
  return [
    { value: STAYS, label: 'Stays' },
    { value: GRADUATE, label: 'Graduate' },
    ...groups
      .map((group) => ({ ...group, items: group.items.filter((item) => item.value !== sectionID) }))
      .filter((group) => group.items.length > 0),
  ];
}

/** 'Section', 'Students' and 'Next year': where each section's students go when the year closes. */
export function YearEndPlanTable({ sections, choices, sectionOptions, onChoose }: YearEndPlanTableProps) {
  const columns: DataTableColumn<YearEndSection>[] = [
    { key: 'section', header: 'Section', cell: (section) => section.section },
    { key: 'students', header: 'Students', align: 'right', cell: (section) => section.students },
    {
      key: 'next',
      header: 'Next year',
      width: '50%',
      cell: (section) => (
        <Select
          aria-label={`Next year for ${section.section}`}
          searchable
          allowDeselect={false}
          data={choicesFor(section.sectionID, sectionOptions)}
          value={choices[section.sectionID] ?? STAYS}
          onChange={(choice) => onChoose(section.sectionID, choice ?? STAYS)}
          nothingFoundMessage="No section by that name"
          size="xs"
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Sections and where their students go"
      columns={columns}
      rows={sections}
      rowKey={(section) => section.sectionID}
      emptyText="No section has students."
      minWidth={320}
    />
  );
}
