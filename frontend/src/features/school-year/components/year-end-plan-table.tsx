import { Select, Table, Text, type ComboboxData } from '@mantine/core';
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
  if (sections.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No section has students.
      </Text>
    );
  }
  return (
    // A phone's width holds the three columns, the section's name wrapping; narrower scrolls sideways.
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing="xs" aria-label="Sections and where their students go">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Section</Table.Th>
            <Table.Th ta="right">Students</Table.Th>
            <Table.Th>Next year</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sections.map((section) => (
            <Table.Tr key={section.sectionID}>
              <Table.Td>{section.section}</Table.Td>
              <Table.Td ta="right">{section.students}</Table.Td>
              <Table.Td w="50%">
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
