import { countOf } from '@/lib/count-of';

// A register's name, time, counts and which one it is are shared with the Homes that list registers.
export { countsText, registerHeading, registerName, registerRef, registerTime, sectionName } from '@/lib/registers';

/** "40 students" */
export function studentsText(count: number): string {
  return countOf(count, 'student');
}
