import type { Lesson } from '@/types/api';

/** The days of a week in the order a timetable lists them. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const dayIndex = (day: string) => {
  const index = (WEEKDAYS as readonly string[]).indexOf(day);
  return index === -1 ? WEEKDAYS.length : index;
};

/** One day of a week with its lessons by start time. */
export interface WeekDay {
  day: string;
  lessons: Lesson[];
}

/** The days that have lessons, Monday first, each with its lessons by start time. */
export function daysOfWeek(lessons: Lesson[]): WeekDay[] {
  const byDay = new Map<string, Lesson[]>();
  for (const lesson of lessons) byDay.set(lesson.day, [...(byDay.get(lesson.day) ?? []), lesson]);
  return [...byDay.entries()]
    .sort(([a], [b]) => dayIndex(a) - dayIndex(b))
    .map(([day, dayLessons]) => ({ day, lessons: [...dayLessons].sort((a, b) => a.start - b.start || a.end - b.end) }));
}

/** One row of the grid: the lessons that start at one time, by day. */
export interface GridRow {
  start: number;
  startTime: string;
  /** The end every lesson of the row shares, or null when they end at different times. */
  endTime: string | null;
  /** The row's lessons of each day (two when a teacher was given two at once). */
  cells: Map<string, Lesson[]>;
}

/** A week as a grid: one column per day that has lessons, one row per distinct start time. */
export interface WeekGrid {
  days: string[];
  rows: GridRow[];
}

/** Lays a week's lessons out as a grid of days by start times. */
export function weekGrid(lessons: Lesson[]): WeekGrid {
  const days = daysOfWeek(lessons).map(({ day }) => day);
  const rows = new Map<number, GridRow>();
  for (const lesson of [...lessons].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const row = rows.get(lesson.start) ?? {
      start: lesson.start,
      startTime: lesson.startTime,
      endTime: lesson.endTime,
      cells: new Map<string, Lesson[]>(),
    };
    if (row.endTime !== lesson.endTime) row.endTime = null;
    row.cells.set(lesson.day, [...(row.cells.get(lesson.day) ?? []), lesson]);
    rows.set(lesson.start, row);
  }
  return { days, rows: [...rows.values()].sort((a, b) => a.start - b.start) };
}
