import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type * as Wire from '@/types/wire';
import { CURRENT_YEAR_KEY, SCHOOL_YEARS_KEY, invalidatePlacement } from '@/lib/query-keys';

/** What a move's `to` says to graduate a section's students instead of moving them. */
export const GRADUATE = 'graduate';

/** One step of a year end: a section's students go into another section (its id) or graduate. */
export interface SectionMove {
  sectionID: string;
  to: string;
}

/** `close-school-year`'s body: the year, the moves, and whether to do it (false: preview only). */
export interface CloseYearRequest {
  id: string;
  moves: SectionMove[];
  confirm: boolean;
}

/** A section of the answer: its students and where they go (`to` null: they stay). */
export type YearEndSection = Wire.SectionJson;

/** What `close-school-year` answers, previewed or done. */
export type YearEndAnswer = Wire.YearEndView;

/** `close-school-year`: previews (`confirm: false`, nothing changes) or closes the year. */
export function closeSchoolYear(body: CloseYearRequest, signal?: AbortSignal): Promise<YearEndAnswer> {
  return api.post<YearEndAnswer>('/api/admins/close-school-year', body, signal);
}

/**
 * The sections that have students, from a preview that moves nobody: the rows of the plan.
 * Asked again each time the dialog opens, as students come and go all year. Keyed apart from
 * the years, so that reloading them once the year is closed does not preview it again.
 */
export function useYearEndSections(yearId: string) {
  return useQuery({
    queryKey: ['year-end-sections', yearId],
    queryFn: ({ signal }) => closeSchoolYear({ id: yearId, moves: [], confirm: false }, signal),
    select: (answer) => answer.sections,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Previews a plan: the counts it would move and graduate. Refusals are shown in the dialog. */
export function usePreviewYearEnd() {
  return useMutation({
    mutationFn: (body: Omit<CloseYearRequest, 'confirm'>) => closeSchoolYear({ ...body, confirm: false }),
    meta: { silent: true },
  });
}

/**
 * Closes a year with its plan, in one transaction: the years reload (it is closed now), and
 * so does everything that shows where students sit, as they moved on or left.
 */
export function useCloseSchoolYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CloseYearRequest, 'confirm'>) => closeSchoolYear({ ...body, confirm: true }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SCHOOL_YEARS_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_YEAR_KEY }),
        invalidatePlacement(queryClient),
      ]);
    },
    meta: { silent: true },
  });
}
