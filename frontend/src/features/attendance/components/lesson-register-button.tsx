import { Button } from '@mantine/core';
import type { Lesson } from '@/types/api';
import { useDayRegisters } from '../api/get-day-registers';
import { registerParts } from '../register-address';
import { useAttendanceViewStore } from '../stores/attendance-view-store';
import { registerRef } from '../utils/register-text';

export interface LessonRegisterButtonProps {
  /** A lesson of the teacher's day, as the Today card lists it. */
  lesson: Pick<Lesson, 'subjectID' | 'sectionID' | 'startTime'>;
  /** Its day, `YYYY-MM-DD`. */
  date: string;
  /** Shows the Attendance screen at the register's address (its parts after the screen's, see `registerParts`). */
  onOpen: (register: string[]) => void;
}

/**
 * 'Take register' (or 'Open register' once taken) beside a lesson of the Home's Today card.
 * Shows nothing when the lesson has no register: the school takes daily registers only, or
 * the day's registers could not be loaded.
 */
export function LessonRegisterButton({ lesson, date, onOpen }: LessonRegisterButtonProps) {
  const day = useDayRegisters(date);
  const openRegister = useAttendanceViewStore((state) => state.openDayRegister);
  const register = day.data?.registers.find(
    (each) =>
      each.kind === 'lesson' &&
      each.subjectID === lesson.subjectID &&
      each.sectionID === lesson.sectionID &&
      each.startTime === lesson.startTime,
  );
  if (!register) return null;
  return (
    <Button
      size="compact-sm"
      variant={register.taken ? 'default' : 'light'}
      onClick={() => {
        openRegister(register);
        onOpen(registerParts(registerRef(register)));
      }}
    >
      {register.taken ? 'Open register' : 'Take register'}
    </Button>
  );
}
