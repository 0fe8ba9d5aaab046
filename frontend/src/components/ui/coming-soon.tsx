import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useId } from 'react';

export interface ComingSoonProps {
  /** The screen's name, shown as its heading. */
  title: string;
}

/** Placeholder for a screen that is not built yet, titled like the menu item that opened it. */
export function ComingSoon({ title }: ComingSoonProps) {
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby={headingId}>
      <Stack align="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconTools size={30} />
        </ThemeIcon>
        <Title order={2} id={headingId} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          This screen is coming soon.
        </Text>
      </Stack>
    </Paper>
  );
}
