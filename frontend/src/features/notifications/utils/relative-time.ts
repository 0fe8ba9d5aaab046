import { formatShortDate, localIsoDate } from '@/lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How long ago `iso` was, as a person says it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday", "4 days ago"; past a week, the day in short form ("11/24/2026").
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const ago = Math.max(0, now.getTime() - at.getTime());
  if (ago < MINUTE) return 'just now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  return formatShortDate(localIsoDate(at));
}
