/**
 * What a screen may add to a student mutation. Giving `onError` tells the query client that the
 * screen shows the failure itself (beside a field), so no generic toast is raised.
 */
export interface StudentMutationCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
}
