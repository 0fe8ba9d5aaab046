import { Button, Stack, Text } from '@mantine/core';

export interface EmptyStateProps {
  /** What is not there, e.g. 'No teachers yet.' */
  text: string;
  /** What to do about it, e.g. where the first one is made. */
  next?: string;
  /** The button that does it, for those allowed to. */
  action?: { label: string; onClick: () => void };
  /** Nothing matched a search: the text alone, as the list is not empty. */
  searched?: boolean;
}

/** A list with nothing in it yet: says so, what to do next, and offers the button to do it. */
export function EmptyState({ text, next, action, searched = false }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text c="dimmed" ta="center">
        {text}
      </Text>
      {next && !searched && (
        <Text size="sm" c="dimmed" ta="center" maw={520}>
          {next}
        </Text>
      )}
      {action && !searched && (
        <Button variant="light" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
