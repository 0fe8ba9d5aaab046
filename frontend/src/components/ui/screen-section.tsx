import { Group, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export interface ScreenSectionProps {
  /** The screen's heading, which also names the section for screen readers. */
  title: ReactNode;
  /** Buttons at the heading's end (e.g. 'Go back'). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A portal screen: a section named by its heading, with optional actions beside it. */
export function ScreenSection({ title, actions, children }: ScreenSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}
