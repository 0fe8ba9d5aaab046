/** Class days: every day of the week, Monday first. */
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The minutes a lesson starts or ends on: every 5 minutes. */
export const MINUTE_STEP = 5;

/**
 * Times of the twelve-hour clock in 5-minute steps, 01:00 to 12:55, each taken with AM or PM
 * (the server checks that the end comes after the start).
 */
export const TIMES = Array.from({ length: 12 }, (_, hour) =>
  Array.from({ length: 60 / MINUTE_STEP }, (_, step) => {
    const minute = step * MINUTE_STEP;
    return `${String(hour + 1).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  }),
).flat();

export const HALVES = ['AM', 'PM'] as const;

/** The time text the schedule calls take: the hour joined with AM or PM (`"08:00 AM"`). */
export function joinTime(hour: string, half: string): string {
  return `${hour} ${half}`;
}
