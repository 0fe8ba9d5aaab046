import { Select, Stack, Text } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { countOf } from '@/lib/count-of';
import { errorMessage } from '@/lib/api-error';
import { formatWrittenDate } from '@/lib/dates';
import { useHistory } from '../api/get-history';
import { useOpenRegister } from '../register-address';
import { useAttendanceViewStore } from '../stores/attendance-view-store';
import type { HistoryAnswer } from '../types/reports';
import { termText } from '../utils/months';
import { registerTime } from '../utils/register-text';
import { chosenOf, type Choices } from './choice';
import classes from './attendance.module.css';
import { RegisterRow } from './register-row';

/** "12 lessons so far, 3 not taken" */
function lessonsText(history: HistoryAnswer): string {
  const notTaken = history.registers.filter((register) => !register.taken).length;
  const lessons = `${countOf(history.registers.length, 'lesson')} so far`;
  return notTaken > 0 ? `${lessons}, ${notTaken} not taken` : lessons;
}

/** A subject's lessons of the term so far, latest first, each opening its roll call. */
function SubjectHistory({ subjectID }: { subjectID: string }) {
  const history = useHistory(subjectID);
  const openRegister = useOpenRegister('history');
  if (!history.data) {
    return (
      <LoadState
        label="Loading register history"
        query={history}
        failedText={history.error ? errorMessage(history.error) : 'The register history could not be loaded.'}
      />
    );
  }
  const { subject, registers } = history.data;
  return (
    <Stack gap="sm">
      <Stack gap={0}>
        <Text fw={600}>{`${subject.name} · ${subject.level} ${subject.section}`}</Text>
        <Text size="sm" c="dimmed">
          {`${termText(history.data.term)} · ${lessonsText(history.data)}`}
        </Text>
      </Stack>
      {registers.length === 0 ? (
        <Text>No lessons of this subject so far this term.</Text>
      ) : (
        <Stack component="ul" gap="sm" className={classes.registers} aria-label={`Lessons of ${subject.name}`}>
          {registers.map((register) => (
            <RegisterRow
              key={`${register.scheduleID}-${register.date}`}
              register={register}
              name={formatWrittenDate(register.date)}
              detail={registerTime(register) ?? undefined}
              onOpen={() => openRegister(register)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * 'History' of the teacher's Attendance screen: a subject's lessons this term, taken or not,
 * with their counts. The subject is chosen when the teacher teaches more than one.
 */
export function HistoryPanel({ choices }: { choices: Choices }) {
  const chosen = useAttendanceViewStore((state) => state.subjectID);
  const setSubject = useAttendanceViewStore((state) => state.setSubject);
  const subjects = choices.list;
  if (!subjects) return <LoadState label="Loading your subjects" query={choices.load} failedText="Your subjects could not be loaded." />;
  if (subjects.length === 0) return <Text c="dimmed">You teach no subjects yet.</Text>;
  const subjectID = chosenOf(subjects, chosen);
  return (
    <Stack gap="md">
      {subjects.length > 1 && (
        <Select
          label="Subject"
          data={subjects}
          value={subjectID}
          allowDeselect={false}
          onChange={(value) => value && setSubject(value)}
          w={{ base: '100%', xs: 360 }}
        />
      )}
      <SubjectHistory key={subjectID} subjectID={subjectID} />
    </Stack>
  );
}
