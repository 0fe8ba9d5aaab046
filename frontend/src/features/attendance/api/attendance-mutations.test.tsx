import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/react-query';
import { jsonResponse, mockFetch } from '@/testing/test-utils';
import { registerAnswer, savedAnswer, students } from '../testing/registers';
import type { RegisterRef } from '../types';
import { useDeleteExcuse, useRecordExcuse } from './excuses';
import { attendanceKeys } from './query-keys';
import { useSaveRegister } from './save-register';
import { useSaveAttendanceSettings } from './settings';

const lesson: RegisterRef = { kind: 'lesson', scheduleID: 'sch-math', date: '2026-11-24' };
const daily: RegisterRef = { kind: 'daily', sectionID: 'sec-1', date: '2026-11-24' };

/** What other screens keep in the cache while attendance is written. */
const cached: Record<string, QueryKey> = {
  "Tuesday's registers": attendanceKeys.day('2026-11-24'),
  "Monday's registers": attendanceKeys.day('2026-11-23'),
  'the lesson register': attendanceKeys.register(lesson),
  'the daily register': attendanceKeys.register(daily),
  "a section's excuses": attendanceKeys.excusesOf({ kind: 'section', id: 'sec-1' }),
  'the settings': attendanceKeys.settings(),
  "a section's month": attendanceKeys.sectionMonth('sec-1', '2026-11'),
  'the chronic list': attendanceKeys.chronic(null),
  'the timetable': ['timetable', 'mine'],
};

/** Runs one mutation against a cache holding every query above, the server answering `answer`; answers the cache. */
async function afterMutation<T>(
  useWrite: () => { mutateAsync: (variables: T) => Promise<unknown> },
  variables: T,
  answer: unknown,
) {
  const fetchMock = mockFetch(() => jsonResponse(200, answer));
  const queryClient = createQueryClient();
  for (const key of Object.values(cached)) queryClient.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useWrite, { wrapper });
  await act(() => result.current.mutateAsync(variables));
  const stale = Object.entries(cached)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
  return { queryClient, fetchMock, stale };
}

describe('attendance writes', () => {
  it('a saved register becomes the register shown, and the day lists and reports are marked stale', async () => {
    const before = registerAnswer(students(2));
    const saved = savedAnswer(before, [{ studentID: 's-01', code: 'absent', minutesLate: null, note: null }]);
    const marks = [{ studentID: 's-01', code: 'absent' as const, minutesLate: null, note: null }];
    const { queryClient, fetchMock, stale } = await afterMutation(useSaveRegister, { ref: lesson, marks }, saved);

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/attendance/register',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ scheduleID: 'sch-math', date: '2026-11-24', marks }),
      }),
    );
    expect(queryClient.getQueryData(attendanceKeys.register(lesson))).toEqual(saved);
    expect(stale).toEqual(["Tuesday's registers", "Monday's registers", "a section's month", 'the chronic list']);
  });

  it("a daily register is saved by its section", async () => {
    const { fetchMock } = await afterMutation(useSaveRegister, { ref: daily, marks: [] }, registerAnswer([]));

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/attendance/register',
      expect.objectContaining({ body: JSON.stringify({ sectionID: 'sec-1', date: '2026-11-24', marks: [] }) }),
    );
  });

  it('saved settings are shown as answered, and every list, register and report is marked stale', async () => {
    const settings = { registers: 'lesson' as const, editDays: 3, chronicPercent: 12 };
    const { queryClient, stale } = await afterMutation(useSaveAttendanceSettings, settings, settings);

    expect(queryClient.getQueryData(attendanceKeys.settings())).toEqual(settings);
    expect(stale).toEqual([
      "Tuesday's registers",
      "Monday's registers",
      'the lesson register',
      'the daily register',
      "a section's month",
      'the chronic list',
    ]);
  });

  it('an excuse recorded or deleted marks the excuses, the registers and the reports stale', async () => {
    const excuse = { studentID: 's-01', firstDay: '2026-11-24', lastDay: '2026-11-25', reason: 'Dentist appointment' };
    const recorded = await afterMutation(useRecordExcuse, excuse, { _id: 'x-1', ...excuse });
    expect(recorded.fetchMock).toHaveBeenCalledWith('/api/attendance/excuses', expect.objectContaining({ method: 'POST' }));
    expect(recorded.stale).toEqual(['the lesson register', 'the daily register', "a section's excuses", "a section's month", 'the chronic list']);

    const deleted = await afterMutation(useDeleteExcuse, 'x-1', { message: 'Excuse deleted.' });
    expect(deleted.fetchMock).toHaveBeenCalledWith(
      '/api/attendance/delete-excuse',
      expect.objectContaining({ body: JSON.stringify({ id: 'x-1' }) }),
    );
    expect(deleted.stale).toEqual(['the lesson register', 'the daily register', "a section's excuses", "a section's month", 'the chronic list']);
  });
});
