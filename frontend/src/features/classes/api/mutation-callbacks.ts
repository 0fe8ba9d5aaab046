/**
 * What a screen may add to a classes mutation. Giving `onError` tells the query client that
 * the screen shows the failure itself (beside a field, or in an alert), so no generic toast is raised.
 */
export interface ClassMutationCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
}
