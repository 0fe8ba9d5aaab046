import { Text } from '@mantine/core';
import { GoBackButton } from '@/components/ui/go-back-button';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formatDateTime, formatWrittenDate } from '@/lib/dates';
import { useRegister } from '../api/get-register';
import { attendanceKeys } from '../api/query-keys';
import type { RegisterRef, RegisterSummary, RegisterTarget } from '../types';
import { registerHeading, registerRef, registerTime } from '../utils/register-text';
import { ATTENDANCE_TEXTS } from '../utils/texts';
import { RollCallForm } from './roll-call-form';

export interface RollCallScreenProps {
  /**
   * The register opened, as a list named it, or which one it is with a heading: either shows
   * while it loads.
   */
  register: RegisterSummary | RegisterTarget;
  onBack: () => void;
  /**
   * For a register opened by its address: where "Page not found" leads back to when the server
   * knows no such lesson or section (404). Left out, every refusal shows in place with 'Try again'.
   */
  notFoundHome?: string;
}

/** Which register is opened, and what shows of it until it is loaded. */
function openedAs(register: RegisterSummary | RegisterTarget): { ref: RegisterRef; summary: RegisterSummary | null; heading: string } {
  return 'ref' in register
    ? { ref: register.ref, summary: null, heading: register.heading }
    : { ref: registerRef(register), summary: register, heading: registerHeading(register) };
}

/** Under the heading: the day, the lesson's time, and whether and by whom it was taken. */
function registerLine(register: RegisterSummary): string {
  const time = registerTime(register);
  const taken =
    register.taken && register.takenBy && register.takenAt
      ? `Taken by ${register.takenBy}, ${formatDateTime(register.takenAt)}`
      : register.taken
        ? 'Taken'
        : ATTENDANCE_TEXTS.notTaken;
  return [formatWrittenDate(register.date), time, taken].filter(Boolean).join(' · ');
}

/**
 * The roll call of one register: '<Subject or Daily register> · <Level> <Section>', the day,
 * then the students to mark and Save; read-only past the days a teacher may edit it.
 */
export function RollCallScreen({ register, onBack, notFoundHome }: RollCallScreenProps) {
  const { ref, summary, heading } = openedAs(register);
  const loaded = useRegister(ref);
  const shown = loaded.data?.register ?? summary;
  // Only a register that is not there: a day without school or a lesson not on that day keeps
  // the server's own words.
  if (notFoundHome !== undefined && isApiError(loaded.error) && loaded.error.status === 404) {
    return <NotFoundScreen home={notFoundHome} />;
  }

  return (
    <ScreenSection title={shown ? registerHeading(shown) : heading} actions={<GoBackButton onClick={onBack} />}>
      <Text c="dimmed" mt={-12}>
        {shown ? registerLine(shown) : formatWrittenDate(ref.date)}
      </Text>
      {loaded.data ? (
        <RollCallForm key={attendanceKeys.register(ref).join('/')} registerRef={ref} answer={loaded.data} />
      ) : (
        <LoadState
          label="Loading register"
          query={loaded}
          failedText={loaded.error ? errorMessage(loaded.error) : 'The register could not be loaded.'}
        />
      )}
    </ScreenSection>
  );
}
