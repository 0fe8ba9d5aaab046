import { Button, Center, Loader, Stack, Text } from '@mantine/core';

/** What LoadState needs of a query (React Query's result has it): did it fail, and loading it again. */
export interface RetryableLoad {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface LoadStateProps {
  /** What is loading, for screen readers (e.g. 'Loading classes'). */
  label: string;
  /** The load shown: a spinner until it fails, then `failedText` and 'Try again'. */
  query: RetryableLoad;
  /** Said after a failure (the toast already gave the server's text). */
  failedText: string;
  /** 'sm' inside a part of a screen (a smaller spinner, less room); 'md' for a screen or panel. */
  size?: 'sm' | 'md';
}

/**
 * What a screen shows until its data is there: a spinner while it loads, or, once the load
 * failed, a quiet line and 'Try again', which loads it once more.
 */
export function LoadState({ label, query, failedText, size = 'md' }: LoadStateProps) {
  const py = size === 'sm' ? 'md' : 'xl';
  if (query.isError) {
    return (
      <Stack align="center" py={py} gap="sm">
        <Text c="dimmed">{failedText}</Text>
        <Button variant="light" size={size === 'sm' ? 'xs' : 'sm'} loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Center py={py} role="status" aria-label={label}>
      <Loader size={size} />
    </Center>
  );
}
