import { Button, Card, Group, Image, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { RichTextHtml } from '@/components/ui/rich-text';
import { assetUrl } from '@/lib/asset-url';
import { formatDateTime } from '@/lib/dates';
import type { NewsItem } from '../types';

export interface NewsCardProps {
  item: NewsItem;
  /** Given in the admin area: Edit and Delete buttons. Readers in the portals get none. */
  actions?: { onEdit: () => void; onDelete: () => void; deleting: boolean };
}

/** One news post: its picture, text and date, with Edit and Delete for admins. */
export function NewsCard({ item, actions }: NewsCardProps) {
  const image = assetUrl(item.image);
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%">
      {image && (
        <Card.Section>
          <Image src={image} alt="News image" h={180} fit="cover" />
        </Card.Section>
      )}
      <RichTextHtml html={item.text} mt="sm" style={{ flex: 1, overflowWrap: 'anywhere' }} />
      <Text component="time" dateTime={item.createdAt} size="sm" c="dimmed" mt="sm">
        {formatDateTime(item.createdAt)}
      </Text>
      {actions && (
        <Group gap="xs" mt="sm">
          <Button type="button" variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={actions.onEdit}>
            Edit
          </Button>
          <Button
            type="button"
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            loading={actions.deleting}
            onClick={actions.onDelete}
          >
            Delete
          </Button>
        </Group>
      )}
    </Card>
  );
}
