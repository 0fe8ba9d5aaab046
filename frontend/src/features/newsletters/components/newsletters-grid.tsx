import { SimpleGrid, Text } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { notifySuccess } from '@/lib/notify';
import { useDeleteNewsletterMemo } from '../api/delete-newsletter-memo';
import { useNewslettersMemos } from '../api/get-newsletters-memos';
import { NewsletterCard } from './newsletter-card';

export const DELETE_NEWSLETTER_CONFIRM = 'Are you sure you want to delete this Newsletter?';

export interface NewslettersGridProps {
  /** Readers in the portals see the items without Delete. */
  readOnly?: boolean;
}

/** The newsletters and memos already published, newest first. */
export function NewslettersGrid({ readOnly = false }: NewslettersGridProps) {
  const newsletters = useNewslettersMemos();
  const remove = useDeleteNewsletterMemo({ onSuccess: ({ message }) => notifySuccess(message) });

  if (newsletters.isPending || newsletters.isError) {
    return (
      <LoadState label="Loading newsletters and memos" query={newsletters} failedText="Newsletters and memos could not be loaded." />
    );
  }
  if (newsletters.data.length === 0) {
    return <Text c="dimmed">No newsletters or memos yet.</Text>;
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {newsletters.data.map((item) => (
        <NewsletterCard
          key={item._id}
          item={item}
          deleting={remove.isPending && remove.variables === item._id}
          onDelete={
            readOnly
              ? undefined
              : () => {
                  if (window.confirm(DELETE_NEWSLETTER_CONFIRM)) remove.mutate(item._id);
                }
          }
        />
      ))}
    </SimpleGrid>
  );
}
