import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSettingsPayload, FeeAccountView } from '../types';
import { put } from './put';
import { feesKeys } from './query-keys';

/** `PUT /api/fees/account`: the plan, discounts and optional items the learner's assessment uses. */
export function saveAccountSettings(payload: AccountSettingsPayload): Promise<FeeAccountView> {
  return put<FeeAccountView>('/api/fees/account', payload);
}

/** Saves an account's settings; the answer is the account shown. Failures are the form's to show. */
export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountSettings,
    onSuccess: (account, payload) => queryClient.setQueryData(feesKeys.account(payload.studentID, payload.schoolYearID), account),
    meta: { silent: true },
  });
}
