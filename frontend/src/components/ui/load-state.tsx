import { Center, Loader, Text } from '@mantine/core';

export interface LoadStateProps {
  /** What is loading, for screen readers (e.g. 'Loading classes'). */
  label: string;
  /** The load failed (the toast already gave the server's text). */
  failed: boolean;
  /** Said in place of the spinner after a failure. */
  failedText: string;
}

/** A spinner while something loads, or a quiet line once it could not be loaded. */
export function LoadState({ label, failed, failedText }: LoadStateProps) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      {failed ? <Text c="dimmed">{failedText}</Text> : <Loader />}
    </Center>
  );
}
