import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { NewslettersGrid } from './newsletters-grid';

export interface NewslettersReadingScreenProps {
  /** The heading, e.g. 'General Newsletters / Memos'. */
  title: string;
}

/** The portals' newsletters page: every newsletter or memo to open or download, read-only. */
export function NewslettersReadingScreen({ title }: NewslettersReadingScreenProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Title order={2} id={headingId}>
        {title}
      </Title>
      <NewslettersGrid readOnly />
    </Stack>
  );
}
