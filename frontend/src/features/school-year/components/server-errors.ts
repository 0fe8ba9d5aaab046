/** The fields of the calendar's forms, as the server names them in `errors`. */
export const DATE_FIELDS = ['name', 'firstDay', 'lastDay'] as const;

/** The messages the forms show before asking the server. */
export const CALENDAR_MESSAGES = {
  nameRequired: 'Enter a name.',
  dayRequired: 'Enter a date.',
  lastBeforeFirst: 'The last day cannot be before the first day.',
} as const;

/** The same rules as the server's, checked before sending: a name, dates, last not before first. */
export function dateRules(lastOptional: boolean) {
  return {
    name: (value: string) => (value.trim() ? null : CALENDAR_MESSAGES.nameRequired),
    firstDay: (value: string) => (value ? null : CALENDAR_MESSAGES.dayRequired),
    lastDay: (value: string, values: { firstDay: string }) => {
      if (!value) return lastOptional ? null : CALENDAR_MESSAGES.dayRequired;
      return values.firstDay && value < values.firstDay ? CALENDAR_MESSAGES.lastBeforeFirst : null;
    },
  };
}
