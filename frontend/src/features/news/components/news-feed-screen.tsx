import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { NewsGrid } from './news-grid';

export interface NewsFeedScreenProps {
  /** The heading, e.g. 'News and announcements'. */
  title: string;
}

/** The portals' Home: the news and announcements feed, newest first, read-only. */
export function NewsFeedScreen({ title }: NewsFeedScreenProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Title order={2} id={headingId}>
        {title}
      </Title>
      <NewsGrid />
    </Stack>
  );
}
