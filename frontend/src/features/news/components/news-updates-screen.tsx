import { Paper, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { NewsItem } from '../types';
import { NewsForm } from './news-form';
import { NewsGrid } from './news-grid';

/** '0 News and updates': the news grid; Edit swaps it for the form until saved or "Go back". */
export function NewsUpdatesScreen() {
  const headingId = useId();
  const [editing, setEditing] = useState<NewsItem | null>(null);
  const backToList = () => setEditing(null);

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Title order={2} id={headingId}>
        {editing ? 'Edit news and updates' : 'View news and updates'}
      </Title>
      {editing ? (
        <Paper withBorder radius="md" p="lg">
          <NewsForm key={editing._id} item={editing} onSaved={backToList} onCancel={backToList} />
        </Paper>
      ) : (
        <NewsGrid onEdit={setEditing} />
      )}
    </Stack>
  );
}
