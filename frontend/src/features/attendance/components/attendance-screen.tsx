import { Stack, Text, TextInput } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { errorMessage } from '@/lib/api-error';
import { useDayRegisters } from '../api/get-day-registers';
import { useAttendanceViewStore } from '../stores/attendance-view-store';
import type { DayRegistersAnswer, RegisterSummary } from '../types';
import { isIsoDate, localIsoDate, longDate } from '../utils/dates';
import classes from './attendance.module.css';
import { RegisterRow } from './register-row';
import { RollCallScreen } from './roll-call-screen';

/** The day's registers, or why there are none. */
function DayRegisters({ day, onOpen }: { day: DayRegistersAnswer; onOpen: (register: RegisterSummary) => void }) {
  if (!day.schoolDay) {
    return <Text>{day.noSchoolDay ? `No school on this day: ${day.noSchoolDay}.` : 'No school on this day.'}</Text>;
  }
  if (day.registers.length === 0) return <Text>No registers to take on this day.</Text>;
  return (
    <Stack component="ul" gap="sm" className={classes.registers} aria-label={`Registers of ${longDate(day.date)}`}>
      {day.registers.map((register) => (
        <RegisterRow
          key={register.kind === 'lesson' ? `${register.scheduleID}` : `daily-${register.sectionID}`}
          register={register}
          onOpen={() => onOpen(register)}
        />
      ))}
    </Stack>
  );
}

export interface AttendanceScreenProps {
  /** The screen's heading ('Attendance'). */
  title: string;
}

/**
 * 'Attendance' of the teacher portal: the registers of a day (today unless an earlier day is
 * chosen), each with 'Take register' or 'Open register', which opens its roll call here.
 */
export function AttendanceScreen({ title }: AttendanceScreenProps) {
  const open = useAttendanceViewStore((state) => state.open);
  const chosen = useAttendanceViewStore((state) => state.date);
  const setDate = useAttendanceViewStore((state) => state.setDate);
  const openRegister = useAttendanceViewStore((state) => state.openRegister);
  const closeRegister = useAttendanceViewStore((state) => state.closeRegister);
  const today = localIsoDate(new Date());
  const date = chosen ?? today;
  const day = useDayRegisters(date);

  if (open) return <RollCallScreen register={open} onBack={closeRegister} />;

  return (
    <ScreenSection title={title}>
      <TextInput
        label="Day"
        type="date"
        w="12rem"
        max={today}
        value={date}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isIsoDate(value)) setDate(value);
        }}
      />
      <Text fw={600}>{longDate(date)}</Text>
      {day.data ? (
        <DayRegisters day={day.data} onOpen={openRegister} />
      ) : (
        <LoadState
          label="Loading registers"
          query={day}
          failedText={day.error ? errorMessage(day.error) : 'The registers could not be loaded.'}
        />
      )}
    </ScreenSection>
  );
}
