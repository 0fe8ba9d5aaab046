import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Chosen } from '../../types';

export interface DoneStepProps {
  path: (Chosen | null)[];
  onAddAnotherSchedule: () => void;
  onCreateAnotherClass: () => void;
}

/** Step 5: what was set up, then another slot for the same subject or a fresh class. */
export function DoneStep({ path, onAddAnotherSchedule, onCreateAnotherClass }: DoneStepProps) {
  const names = path.flatMap((chosen) => (chosen ? [chosen.name] : []));
  return (
    <Stack gap="md" align="flex-start">
      <Group gap="sm">
        <ThemeIcon color="green" radius="xl" aria-hidden>
          <IconCheck size={18} />
        </ThemeIcon>
        <Title order={3}>Schedule added successfully!</Title>
      </Group>
      <Text>{names.join(' › ')}</Text>
      <Group gap="sm">
        <Button onClick={onAddAnotherSchedule}>Add another schedule</Button>
        <Button variant="light" onClick={onCreateAnotherClass}>
          Create another class
        </Button>
      </Group>
    </Stack>
  );
}
