/** Class days: every day of the week, Monday first. */
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Hourly times 01:00 to 12:00, each taken with AM or PM (the end is not checked against the start). */
export const HOURS = Array.from({ length: 12 }, (_, index) => `${String(index + 1).padStart(2, '0')}:00`);

export const HALVES = ['AM', 'PM'] as const;

/** The time text the schedule calls take: the hour joined with AM or PM (`"08:00 AM"`). */
export function joinTime(hour: string, half: string): string {
  return `${hour} ${half}`;
}
