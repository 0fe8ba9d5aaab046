import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { FeeAssessmentView, AssessPayload } from '../types';
import { feesKeys } from './query-keys';

/** `POST /api/fees/assess`: a preview (`confirm: false`), or the assessment posted. */
export function assessFees(payload: AssessPayload): Promise<FeeAssessmentView> {
  return api.post<FeeAssessmentView>('/api/fees/assess', payload);
}

/** Previews or posts an assessment; one posted changes accounts and the reports, which are read again. */
export function useAssessFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assessFees,
    onSuccess: async (_answer, payload) => {
      if (!payload.confirm) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: feesKeys.accounts() }),
        queryClient.invalidateQueries({ queryKey: feesKeys.reports() }),
      ]);
    },
    meta: { silent: true },
  });
}
