import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarStats, IconHistory, IconNotes } from '@tabler/icons-react';
import { localIsoDate } from '@/lib/dates';
import { useDayRegisters } from '../api/get-day-registers';
import { registerParts } from '../register-address';
import { useAttendanceViewStore } from '../stores/attendance-view-store';
import type { RegisterSummary } from '../types';
import { registerRef } from '../utils/register-text';

/** The class a teacher's class screen shows: a subject they teach, or a section they advise. */
export type ClassPlace = { kind: 'subject'; subjectID: string } | { kind: 'section'; sectionID: string };

export interface ClassAttendanceActionsProps {
  place: ClassPlace;
  /**
   * Shows the Attendance screen: at a register's address for a roll call (its parts after the
   * screen's, see `registerParts`), else where the history, month or excuses chosen are open.
   */
  onOpen: (register?: string[]) => void;
}

/** Today's registers of the class: a subject's lessons, or a section's daily register. */
function registersOf(place: ClassPlace, registers: RegisterSummary[]): RegisterSummary[] {
  return registers.filter((register) =>
    place.kind === 'subject'
      ? register.kind === 'lesson' && register.subjectID === place.subjectID
      : register.kind === 'daily' && register.sectionID === place.sectionID,
  );
}

/** 'Take register' (or 'Open register') for each of today's registers of the class, or why there is none. */
function TodayRegisters({ place, onOpen }: ClassAttendanceActionsProps) {
  const day = useDayRegisters(localIsoDate(new Date()));
  const openDayRegister = useAttendanceViewStore((state) => state.openDayRegister);
  if (day.isPending) return <Loader size="xs" aria-label="Loading today's registers" />;
  if (!day.data) return <Text size="sm" c="dimmed">Today&apos;s registers could not be loaded.</Text>;
  if (!day.data.schoolDay) return <Text size="sm" c="dimmed">No school today.</Text>;
  const registers = registersOf(place, day.data.registers);
  if (registers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {place.kind === 'subject' ? 'No lesson of this subject today.' : 'No daily register to take today.'}
      </Text>
    );
  }
  return registers.map((register) => {
    const action = register.taken ? 'Open register' : 'Take register';
    return (
      <Button
        key={`${register.scheduleID ?? register.sectionID}`}
        variant={register.taken ? 'default' : 'filled'}
        onClick={() => {
          openDayRegister(register);
          onOpen(registerParts(registerRef(register)));
        }}
      >
        {registers.length > 1 && register.startTime ? `${action}, ${register.startTime}` : action}
      </Button>
    );
  });
}

/**
 * 'Attendance' on a teacher's subject screen ('Take register' for today's lesson, 'Register
 * history') and advisory section screen ('Take register' for the daily register, 'Month
 * attendance', 'Excuses'); each opens the Attendance screen there.
 */
export function ClassAttendanceActions({ place, onOpen }: ClassAttendanceActionsProps) {
  const showHistory = useAttendanceViewStore((state) => state.showHistory);
  const showSection = useAttendanceViewStore((state) => state.showSection);
  const go = (show: () => void) => () => {
    show();
    onOpen();
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={3}>Attendance</Title>
        <Group gap="sm" wrap="wrap">
          <TodayRegisters place={place} onOpen={onOpen} />
        </Group>
        <Group gap="sm" wrap="wrap">
          {place.kind === 'subject' ? (
            <Button variant="light" leftSection={<IconHistory size={16} aria-hidden />} onClick={go(() => showHistory(place.subjectID))}>
              Register history
            </Button>
          ) : (
            <>
              <Button
                variant="light"
                leftSection={<IconCalendarStats size={16} aria-hidden />}
                onClick={go(() => showSection('month', place.sectionID))}
              >
                Month attendance
              </Button>
              <Button
                variant="light"
                leftSection={<IconNotes size={16} aria-hidden />}
                onClick={go(() => showSection('excuses', place.sectionID))}
              >
                Excuses
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
