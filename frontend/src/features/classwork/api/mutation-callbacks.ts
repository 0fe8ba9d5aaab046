/**
 * What a screen may add to a classwork mutation. Giving `onError` tells the query client that the
 * screen shows the failure itself (beside a field, in the dialog), so no generic toast is raised.
 */
export interface ClassworkMutationCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
}
