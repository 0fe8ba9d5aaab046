import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SCHOOL_YEARS_KEY } from '@/lib/query-keys';
import type { SchoolYearsView } from '@/types/wire';

/** `GET /api/admins/school-years`: every school year with its terms and no-school days, latest first. */
export function getSchoolYears(signal?: AbortSignal): Promise<SchoolYearsView> {
  return api.get<SchoolYearsView>('/api/admins/school-years', signal);
}

export function schoolYearsQueryOptions() {
  return queryOptions({
    queryKey: SCHOOL_YEARS_KEY,
    queryFn: ({ signal }) => getSchoolYears(signal),
    select: (data) => data.years,
  });
}

/** Every school year with its terms and no-school days, latest first: the School year screen and the Records. */
export function useSchoolYears() {
  return useQuery(schoolYearsQueryOptions());
}
