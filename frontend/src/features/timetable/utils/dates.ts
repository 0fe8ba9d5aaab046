/** Minutes since the browser's midnight, as lessons give their times. */
export function minutesOfDay(now: Date): number {
  return now.getHours() * 60 + now.getMinutes();
}
