import { Stack, Tabs, Text } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { errorMessage } from '@/lib/api-error';
import { useScreenAddress } from '@/lib/screen-address';
import { formatWrittenDate, localIsoDate } from '@/lib/dates';
import { useDayRegisters } from '../api/get-day-registers';
import { useAttendanceViewStore, type AttendanceTab } from '../stores/attendance-view-store';
import type { DayRegistersAnswer, RegisterSummary } from '../types';
import { registerAt, sameRegister, useOpenRegister } from '../register-address';
import { registerRef } from '../utils/register-text';
import { ATTENDANCE_TEXTS } from '../utils/texts';
import { AdvisoryPanel } from './advisory-panel';
import classes from './attendance.module.css';
import type { Choices } from './choice';
import { DayPicker } from './day-picker';
import { HistoryPanel } from './history-panel';
import { RegisterRow } from './register-row';
import { RollCallScreen } from './roll-call-screen';

/** The day's registers, or why there are none. */
function DayRegisters({ day, onOpen }: { day: DayRegistersAnswer; onOpen: (register: RegisterSummary) => void }) {
  if (!day.schoolDay) {
    return <Text>{day.noSchoolDay ? `No school on this day: ${day.noSchoolDay}.` : 'No school on this day.'}</Text>;
  }
  if (day.registers.length === 0) return <Text>No registers to take on this day.</Text>;
  return (
    <Stack component="ul" gap="sm" className={classes.registers} aria-label={`Registers of ${formatWrittenDate(day.date)}`}>
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

/** 'Registers': the registers of a day, today unless an earlier day is chosen. */
function DayPanel() {
  const chosen = useAttendanceViewStore((state) => state.date);
  const setDate = useAttendanceViewStore((state) => state.setDate);
  const openRegister = useOpenRegister('day');
  const today = localIsoDate(new Date());
  const date = chosen ?? today;
  const day = useDayRegisters(date);
  return (
    <Stack gap="lg">
      <DayPicker value={date} onChange={setDate} max={today} />
      <Text fw={600}>{formatWrittenDate(date)}</Text>
      {day.data ? (
        <DayRegisters day={day.data} onOpen={openRegister} />
      ) : (
        <LoadState
          label="Loading registers"
          query={day}
          failedText={day.error ? errorMessage(day.error) : 'The registers could not be loaded.'}
        />
      )}
    </Stack>
  );
}

export interface AttendanceScreenProps {
  /** The screen's heading ('Attendance'). */
  title: string;
  /** The subjects the teacher teaches, for 'History'. */
  subjects: Choices;
  /** The sections the teacher advises, for 'Month' and 'Excuses' (shown only to advisers). */
  sections: Choices;
}

/**
 * 'Attendance' of the teacher portal. 'Registers': the registers of a day, each with 'Take
 * register' or 'Open register'; 'History': a subject's lessons this term; for advisers,
 * 'Month' (the section's month grid) and 'Excuses'. A register's roll call opens in place.
 */
export function AttendanceScreen({ title, subjects, sections }: AttendanceScreenProps) {
  const open = useAttendanceViewStore((state) => state.open);
  const chosenTab = useAttendanceViewStore((state) => state.tab);
  const setTab = useAttendanceViewStore((state) => state.setTab);
  const closeRegister = useAttendanceViewStore((state) => state.closeRegister);
  const { rest, go, home } = useScreenAddress();
  const advises = (sections.list?.length ?? 0) > 0;
  const tab: AttendanceTab = !advises && (chosenTab === 'month' || chosenTab === 'excuses') ? 'day' : chosenTab;

  // A register's roll call at its own address; the list it came from names it at once.
  if (rest.length > 0) {
    const named = registerAt(rest);
    if (!named) return <NotFoundScreen home={home} />;
    const shown = open && sameRegister(registerRef(open), named) ? open : { ref: named, heading: ATTENDANCE_TEXTS.registerLoading };
    const back = () => {
      closeRegister();
      go([]);
    };
    return <RollCallScreen key={rest.join('/')} register={shown} onBack={back} notFoundHome={home} />;
  }

  return (
    <ScreenSection title={title}>
      <Tabs value={tab} onChange={(value) => value && setTab(value as AttendanceTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="day">Registers</Tabs.Tab>
          <Tabs.Tab value="history">History</Tabs.Tab>
          {advises && <Tabs.Tab value="month">Month</Tabs.Tab>}
          {advises && <Tabs.Tab value="excuses">Excuses</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="day" pt="lg">
          <DayPanel />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="lg">
          <HistoryPanel choices={subjects} />
        </Tabs.Panel>
        {advises && (
          <Tabs.Panel value="month" pt="lg">
            <AdvisoryPanel choices={sections} show="month" />
          </Tabs.Panel>
        )}
        {advises && (
          <Tabs.Panel value="excuses" pt="lg">
            <AdvisoryPanel choices={sections} show="excuses" />
          </Tabs.Panel>
        )}
      </Tabs>
    </ScreenSection>
  );
}
