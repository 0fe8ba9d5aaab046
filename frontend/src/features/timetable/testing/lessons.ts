import type { Lesson, TimetableAnswer, Week } from '@/types/api';

/** "07:30 AM" from minutes since midnight. */
function clock(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A lesson of Grade 7 - Rizal taught by Maria Santos, unless told otherwise. */
export function lesson(subject: string, day: string, start: number, end: number, extra: Partial<Lesson> = {}): Lesson {
  return {
    subjectID: `sub-${subject}`,
    subject,
    sectionID: 'sec-1',
    section: 'Rizal',
    level: 'Grade 7',
    teacherID: 't-1',
    teacher: 'Maria Santos',
    day,
    startTime: clock(start),
    endTime: clock(end),
    start,
    end,
    ...extra,
  };
}

/** Grade 7 - Rizal's week: Monday, Wednesday and Friday only. */
export const rizalWeek: Week = {
  title: 'Grade 7 - Rizal',
  lessons: [
    lesson('Mathematics', 'Monday', 450, 500),
    lesson('Science', 'Monday', 500, 550, { teacherID: 't-2', teacher: 'Jose Reyes' }),
    lesson('English', 'Wednesday', 450, 500, { teacherID: 't-2', teacher: 'Jose Reyes' }),
    lesson('Filipino', 'Friday', 570, 620, { teacherID: null, teacher: null }),
  ],
};

/** Maria Santos's own week (Grade 7 - Rizal and Grade 8 - Mabini) and her advisory class's. */
export const mariaTimetable: TimetableAnswer = {
  week: {
    title: 'Maria Santos',
    lessons: [
      lesson('Mathematics', 'Monday', 450, 500),
      lesson('Algebra', 'Tuesday', 500, 550, { sectionID: 'sec-3', section: 'Mabini', level: 'Grade 8' }),
    ],
  },
  advisory: [rizalWeek],
};
