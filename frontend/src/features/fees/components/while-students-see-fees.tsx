import type { ReactNode } from 'react';
import { useFeeSettings } from '../api/get-fee-settings';

/**
 * Shows `children` (the student menu's 'Fees') only once the fee settings say the school shows
 * students their fees: nothing while they load, when they are off, or when they cannot be read.
 */
export function WhileStudentsSeeFees({ children }: { children: ReactNode }) {
  const { data } = useFeeSettings();
  return data?.studentsSeeFees ? children : null;
}
