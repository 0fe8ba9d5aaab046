import { Button, Center, Loader, Stack, Text } from '@mantine/core';

export interface StepStatusProps {
  /** What is loading, for screen readers: "Loading categories". */
  loadingLabel: string;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
}

/** A spinner while a step's list loads, or a retry when it could not; nothing once it has. */
export function StepStatus({ loadingLabel, isPending, isError, onRetry }: StepStatusProps) {
  if (isPending) {
    return (
      <Center py="lg" role="status" aria-label={loadingLabel}>
        <Loader />
      </Center>
    );
  }
  if (isError) {
    return (
      <Stack align="flex-start" gap="sm">
        <Text c="dimmed">The list could not be loaded.</Text>
        <Button variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  return null;
}
