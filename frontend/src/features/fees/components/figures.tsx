import { SimpleGrid, Stack, Text } from '@mantine/core';

/** One figure: its name and its value ("Learners", "12"). */
export interface Figure {
  label: string;
  value: string;
}

/** Figures side by side (one under another on a phone), each named: a description list. */
export function Figures({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <SimpleGrid component="dl" aria-label={label} cols={{ base: 2, sm: figures.length }} spacing="sm" m={0}>
      {figures.map((figure) => (
        <Stack key={figure.label} gap={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {figure.label}
          </Text>
          <Text component="dd" size="lg" fw={700} m={0}>
            {figure.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
