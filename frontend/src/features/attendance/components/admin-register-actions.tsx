import { Button, Group, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  useAdminNavigation,
  type RegisterActionsProps,
  type RegisterOpening,
  type RegisterPlace,
} from '@/lib/admin-navigation';
import type { Schedule } from '@/types/api';
import { formatWrittenDate, localIsoDate } from '@/lib/dates';
import { useAttendanceSettings } from '../api/settings';
import type { RegistersSetting } from '../types';
import { ATTENDANCE_TEXTS } from '../utils/texts';
import { DayPicker } from './day-picker';

/** Minutes since midnight of "07:30 AM", for putting a day's lessons in order. */
function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})\s*([AP]M)$/i.exec(time.trim());
  if (!match) return 0;
  const hours = (Number(match[1]) % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

/** The subject's lessons on `date`'s weekday, earliest first. */
function lessonsOn(schedules: readonly Schedule[], date: string): Schedule[] {
  const weekday = dayjs(date).format('dddd');
  return schedules.filter((each) => each.day === weekday).sort((a, b) => minutesOf(a.startTime) - minutesOf(b.startTime));
}

/** Whether the school takes registers of the place's kind (unknown settings: yes, the server says otherwise). */
function takes(setting: RegistersSetting | undefined, place: RegisterPlace): boolean {
  if (!setting || setting === 'both') return true;
  return setting === (place.kind === 'section' ? 'daily' : 'lesson');
}

/**
 * 'Take register' on an administrator's section screen (the section's daily register) and
 * subject panel (each of its lessons on the day): for today, or an earlier day chosen with
 * 'Day'. The roll call opens over the screen.
 */
export function AdminRegisterActions({ place, onOpen }: RegisterActionsProps) {
  const { openRegister } = useAdminNavigation();
  const settings = useAttendanceSettings();
  const today = localIsoDate(new Date());
  const [date, setDate] = useState(today);
  const open = (opening: RegisterOpening) => {
    onOpen?.();
    openRegister?.(opening);
  };

  let actions;
  if (!takes(settings.data?.registers, place)) {
    actions = (
      <Text size="sm" c="dimmed">
        {place.kind === 'section' ? 'This school does not take daily registers.' : 'This school does not take lesson registers.'}
      </Text>
    );
  } else if (place.kind === 'section') {
    actions = (
      <Button
        onClick={() =>
          open({ ref: { kind: 'daily', sectionID: place.sectionID, date }, heading: `${ATTENDANCE_TEXTS.daily} · ${place.name}` })
        }
      >
        Take register
      </Button>
    );
  } else {
    const lessons = lessonsOn(place.schedules, date);
    actions =
      lessons.length === 0 ? (
        <Text size="sm" c="dimmed">{`No lesson of ${place.name} on ${dayjs(date).format('dddd')}s.`}</Text>
      ) : (
        lessons.map((lesson) => (
          <Button
            key={lesson._id}
            onClick={() =>
              open({
                ref: { kind: 'lesson', scheduleID: lesson._id, date },
                heading: `${place.name} · ${place.section}`,
              })
            }
          >
            {lessons.length > 1 ? `Take register, ${lesson.startTime}` : 'Take register'}
          </Button>
        ))
      );
  }

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DayPicker value={date} onChange={setDate} max={today} description={formatWrittenDate(date)} />
      </Group>
      <Group gap="sm" wrap="wrap">
        {actions}
      </Group>
    </Stack>
  );
}
