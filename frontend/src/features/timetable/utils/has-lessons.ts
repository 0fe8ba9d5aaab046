import type { TimetableAnswer } from '@/types/api';

/** Whether any week of the answer has a lesson: only then is there anything to print. */
export function hasLessons(answer: TimetableAnswer | undefined): boolean {
  return Boolean(answer && [answer.week, ...answer.advisory].some((week) => week.lessons.length > 0));
}
