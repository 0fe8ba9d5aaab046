import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { schoolYearsQueryOptions } from '@/lib/queries/school-years';
import { useSessionStore } from '@/lib/session-store';
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
 * app's one list of school years. A cashier may not read that list (`listed` is false, and
 * nothing is asked): their screens work on the current year, which the server picks.
 */
export function useSchoolYearChoice() {
  const listed = useSessionStore((state) => state.session?.role !== 'cashier');
  const years = useQuery({ ...schoolYearsQueryOptions(), enabled: listed });
  const [chosenID, setChosenID] = useState<string | null>(null);
  const list = years.data ?? [];
  const year = list.find((one) => one._id === chosenID) ?? list.find((one) => one.current) ?? list[0] ?? null;
  return {
    years,
    listed,
    year,
    schoolYearID: year?._id ?? null,
    options: list.map((one) => ({ value: one._id, label: yearLabel(one) })),
    choose: setChosenID,
  };
}

export type SchoolYearChoice = ReturnType<typeof useSchoolYearChoice>;
