import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { NewsForm } from './news-form';

/** '1 News and updates': a new post's picture and text. */
export function CreateNewsScreen() {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Title order={2} id={headingId}>
        Create news and updates
      </Title>
      <Paper withBorder radius="md" p="lg">
        <NewsForm />
      </Paper>
    </Stack>
  );
}
