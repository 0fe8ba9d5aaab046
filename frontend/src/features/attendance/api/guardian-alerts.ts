import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SectionAlertsView } from '@/types/wire';
import { attendanceKeys } from './query-keys';

/** `GET /api/attendance/guardian-alerts?sectionID=&date=`: what the section's guardians were told that day. */
export function getSectionGuardianAlerts(
  sectionID: string,
  date: string,
  signal?: AbortSignal,
): Promise<SectionAlertsView> {
  const params = new URLSearchParams({ sectionID, date });
  return api.get<SectionAlertsView>(`/api/attendance/guardian-alerts?${params.toString()}`, signal);
}

/** Query options of a section's guardian alerts of a day (a report: a saved register marks it stale). */
export function sectionGuardianAlertsQueryOptions(sectionID: string, date: string) {
  return queryOptions({
    queryKey: [...attendanceKeys.reports(), 'guardian-alerts', sectionID, date] as const,
    queryFn: ({ signal }) => getSectionGuardianAlerts(sectionID, date, signal),
    select: (data) => data.alerts,
  });
}

/** The alerts of a section's guardians on a day, with whether each was seen (admins, the adviser). */
export function useSectionGuardianAlerts(sectionID: string, date: string) {
  return useQuery(sectionGuardianAlertsQueryOptions(sectionID, date));
}
