import { useState } from 'react';
import { useSchoolYears } from '@/lib/queries/school-years';
import type { YearJson } from '@/types/wire';

/** A school year as the fee screens' selects list it. */
export interface YearOption {
  value: string;
  label: string;
}

/** "2026-2027 (current)", or the year's name. */
export function yearLabel(year: YearJson): string {
  return year.current ? `${year.name} (current)` : year.name;
}

/** The year before `year` (the one that ended last before it began), or null. */
export function previousYear(years: readonly YearJson[], year: YearJson): YearJson | null {
  return (
    years
      .filter((other) => other.firstDay < year.firstDay)
      .sort((a, b) => b.firstDay.localeCompare(a.firstDay))[0] ?? null
  );
}

/**
 * The school year a fee screen works on: the current one until another is chosen, from the
 * app's one list of school years (which the server lists to cashiers as to administrators).
 */
export function useSchoolYearChoice() {
  const years = useSchoolYears();
  const [chosenID, setChosenID] = useState<string | null>(null);
  const list = years.data ?? [];
  const year = list.find((one) => one._id === chosenID) ?? list.find((one) => one.current) ?? list[0] ?? null;
  return {
    years,
    year,
    schoolYearID: year?._id ?? null,
    options: list.map((one) => ({ value: one._id, label: yearLabel(one) })),
    choose: setChosenID,
  };
}

export type SchoolYearChoice = ReturnType<typeof useSchoolYearChoice>;
