import { SimpleGrid, Text } from '@mantine/core';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { useAdminNavigation } from '@/lib/admin-navigation';
import { notifySuccess } from '@/lib/notify';
import { useDeleteNewsUpdate } from '../api/delete-news-update';
import { useNewsUpdates } from '../api/get-news-updates';
import type { NewsItem } from '../types';
import { NewsCard } from './news-card';

export const DELETE_CONFIRM = 'Are you sure you want to delete?';

export interface NewsGridProps {
  /** Given in the admin area, where each post can be edited and deleted; readers omit it. */
  onEdit?: (item: NewsItem) => void;
}

/** All news posts, newest first, four to a row on wide screens. */
export function NewsGrid({ onEdit }: NewsGridProps) {
  const news = useNewsUpdates();
  const { openCreate } = useAdminNavigation();
  const remove = useDeleteNewsUpdate({ onSuccess: ({ message }) => notifySuccess(message) });

  if (news.isPending || news.isError) {
    return <LoadState label="Loading news and updates" query={news} failedText="News and updates could not be loaded." />;
  }
  if (news.data.length === 0) {
    // In the admin area (where posts are edited) the way to write the first one.
    return onEdit && openCreate ? (
      <EmptyState
        text="No news and updates yet."
        next="What the school posts here shows on every portal's Home."
        action={{ label: 'Create news and updates', onClick: () => openCreate('news') }}
      />
    ) : (
      <Text c="dimmed">No news and updates yet.</Text>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      {news.data.map((item) => (
        <NewsCard
          key={item._id}
          item={item}
          actions={
            onEdit && {
              onEdit: () => onEdit(item),
              deleting: remove.isPending && remove.variables === item._id,
              onDelete: () => {
                if (window.confirm(DELETE_CONFIRM)) remove.mutate(item._id);
              },
            }
          }
        />
      ))}
    </SimpleGrid>
  );
}
