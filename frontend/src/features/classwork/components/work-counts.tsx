import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { WorkCounts } from '../types';

/** The figures, in the order they are shown. */
const FIGURES: { key: keyof WorkCounts; label: string }[] = [
  { key: 'turnedIn', label: 'Turned in' },
  { key: 'late', label: 'Late' },
  { key: 'missing', label: 'Missing' },
  { key: 'returned', label: 'Returned' },
  { key: 'assigned', label: 'Assigned' },
];

/**
 * How many of the class stand where, as figures: turned in (not yet returned; the late ones
 * among them counted again under 'Late'), missing, returned and assigned (not due yet).
 */
export function WorkCountFigures({ counts }: { counts: WorkCounts }) {
  return (
    <SimpleGrid component="ul" aria-label="Work counts" cols={{ base: 3, xs: 5 }} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {FIGURES.map(({ key, label }) => (
        <Paper key={key} component="li" withBorder radius="md" px="sm" py="xs">
          <Text fz={26} fw={700} lh={1.2}>
            {counts[key]}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
