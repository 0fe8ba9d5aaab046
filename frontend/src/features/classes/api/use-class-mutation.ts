import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ClassMutationCallbacks } from './mutation-callbacks';

/**
 * A classes mutation that, once the server has answered, marks `staleKeys` stale (only the
 * queries on screen refetch) before the screen's own `onSuccess` runs.
 */
export function useClassMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  staleKeys: (data: TData, variables: TVariables) => QueryKey[],
  { onSuccess, onError }: ClassMutationCallbacks<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data, variables) => {
      await Promise.all(
        staleKeys(data, variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onSuccess?.(data);
    },
    onError,
  });
}
