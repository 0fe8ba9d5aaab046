import type { Lesson } from '@/types/api';

/** What a lesson names besides its subject: its teacher (a section's week) or its section (a teacher's). */
export type LessonDetail = 'teacher' | 'section';

/** Said in place of the teacher of a subject no teacher was given yet. */
export const NO_TEACHER_TEXT = 'No teacher yet';

/** "07:30 AM–08:20 AM" */
export function timeRange(lesson: Pick<Lesson, 'startTime' | 'endTime'>): string {
  return `${lesson.startTime}–${lesson.endTime}`;
}

/** "Grade 7 - Rizal", as sections are named everywhere in the portals. */
export function sectionName(lesson: Pick<Lesson, 'level' | 'section'>): string {
  return `${lesson.level} - ${lesson.section}`;
}

/** The lesson's teacher or section, whichever `detail` asks for. */
export function lessonDetail(lesson: Lesson, detail: LessonDetail): string {
  return detail === 'section' ? sectionName(lesson) : (lesson.teacher ?? NO_TEACHER_TEXT);
}
