import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { NewsletterFileForm } from './newsletter-file-form';
import { NewsletterLinkForm } from './newsletter-link-form';
import { NewslettersGrid } from './newsletters-grid';

/** '0 General Newsletters / Memos': upload a file or attach a link, then the published items. */
export function NewslettersScreen() {
  const headingId = useId();
  const listHeadingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Title order={2} id={headingId}>
        Upload newsletters or memos
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="lg">
          <NewsletterFileForm />
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <NewsletterLinkForm />
        </Paper>
      </SimpleGrid>
      <Stack component="section" aria-labelledby={listHeadingId} gap="sm">
        <Title order={3} id={listHeadingId}>
          Newsletters and memos
        </Title>
        <NewslettersGrid />
      </Stack>
    </Stack>
  );
}
