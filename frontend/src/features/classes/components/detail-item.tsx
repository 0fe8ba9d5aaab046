import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value in a side panel. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}
