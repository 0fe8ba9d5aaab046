import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/** Read-only facts as a description list: each label above its value, two columns when wide. */
export function InfoList({ items }: { items: InfoItem[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map(({ label, value }) => (
        <Stack key={label} gap={2}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
