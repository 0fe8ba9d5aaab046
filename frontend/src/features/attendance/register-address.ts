import { registerParts } from '@/lib/registers';
import { useScreenAddress } from '@/lib/screen-address';
import { useAttendanceViewStore } from './stores/attendance-view-store';
import type { RegisterRef, RegisterSummary } from './types';
import { registerRef } from './utils/register-text';

export { registerParts } from '@/lib/registers';

/** The register `rest` names, or null when it names none. */
export function registerAt(rest: readonly string[]): RegisterRef | null {
  const [kind, id, date] = rest;
  if (rest.length !== 3 || !id || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  if (kind === 'lesson') return { kind, scheduleID: id, date };
  if (kind === 'daily') return { kind, sectionID: id, date };
  return null;
}

export function sameRegister(a: RegisterRef, b: RegisterRef): boolean {
  return registerParts(a).join('/') === registerParts(b).join('/');
}

/**
 * Opens a register's roll call at its address from within the Attendance screen: from a day's
 * list (`day`, going back lists its day) or from a subject's history.
 */
export function useOpenRegister(from: 'day' | 'history') {
  const { go } = useScreenAddress();
  const remember = useAttendanceViewStore((state) => (from === 'day' ? state.openDayRegister : state.openRegister));
  return (register: RegisterSummary) => {
    remember(register);
    go(registerParts(registerRef(register)));
  };
}
