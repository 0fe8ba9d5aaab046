/**
 * What a screen may add to a newsletter mutation. Giving `onError` tells the query client that
 * the screen shows the failure itself (an alert, or beside a field), so no generic toast is raised.
 */
export interface NewsletterMutationCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
}
