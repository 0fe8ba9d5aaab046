import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { errorMessage } from '@/lib/api-error';
import { countOf } from '@/lib/count-of';
import { formatWrittenDate, localIsoDate } from '@/lib/dates';
import { useNotTaken } from '../api/get-not-taken';
import { csvPath, reportPaths } from '../api/report-paths';
import type { RegisterSummary } from '../types';
import type { NotTakenAnswer } from '../types/reports';
import classes from './attendance.module.css';
import { DayPicker } from './day-picker';
import { RegisterRow } from './register-row';
import { RollCallScreen } from './roll-call-screen';

/** The day's registers not taken, each opening its roll call, or why there are none. */
function NotTakenList({ answer, onOpen }: { answer: NotTakenAnswer; onOpen: (register: RegisterSummary) => void }) {
  if (!answer.schoolDay) return <Text>No school on this day.</Text>;
  if (answer.registers.length === 0) return <Text>Every register of this day has been taken.</Text>;
  return (
    <Stack gap="sm">
      <Text>{`${countOf(answer.registers.length, 'register')} not taken.`}</Text>
      <Stack component="ul" gap="sm" className={classes.registers} aria-label={`Registers not taken on ${formatWrittenDate(answer.date)}`}>
        {answer.registers.map((register) => (
          <RegisterRow
            key={register.kind === 'lesson' ? `${register.scheduleID}` : `daily-${register.sectionID}`}
            register={register}
            onOpen={() => onOpen(register)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * 'Registers not taken' of the admin area's Attendance group: the registers the school expects
 * on a day (today unless another is chosen) that nobody has taken, by level, section and time,
 * as a list whose roll calls open here, or as a CSV file.
 */
export function NotTakenScreen() {
  const today = localIsoDate(new Date());
  const [date, setDate] = useState(today);
  const [open, setOpen] = useState<RegisterSummary | null>(null);
  const notTaken = useNotTaken(date);

  if (open) return <RollCallScreen register={open} onBack={() => setOpen(null)} />;

  return (
    <ScreenSection title="Registers not taken">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <DayPicker value={date} onChange={setDate} max={today} />
        <Button
          variant="light"
          component="a"
          href={csvPath(reportPaths.notTaken(date))}
          download
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        >
          Download CSV
        </Button>
      </Group>
      <Text fw={600}>{formatWrittenDate(date)}</Text>
      {notTaken.data ? (
        <NotTakenList answer={notTaken.data} onOpen={setOpen} />
      ) : (
        <LoadState
          label="Loading registers not taken"
          query={notTaken}
          failedText={notTaken.error ? errorMessage(notTaken.error) : 'The registers could not be loaded.'}
        />
      )}
    </ScreenSection>
  );
}
