import dayjs from 'dayjs';

/** A message's time: month abbreviation, day, year, hh:mm (`Nov 22, 2026 04:05 PM`). */
export function formatMessageTime(createdAt: string): string {
  return dayjs(createdAt).format('MMM D, YYYY hh:mm A');
}
