import { Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFileTypePdf, IconLink, IconPhoto, IconTrash, type Icon } from '@tabler/icons-react';
import { assetUrl, downloadUrl } from '@/lib/asset-url';
import { formatDateTime } from '@/lib/dates';
import type { NewsletterMemo } from '../types';

interface Kind {
  label: string;
  icon: Icon;
}

function kindOf(item: NewsletterMemo): Kind {
  if (!item.file) return { label: 'Link', icon: IconLink };
  if (/\.pdf$/i.test(item.file)) return { label: 'PDF', icon: IconFileTypePdf };
  return { label: 'Image', icon: IconPhoto };
}

export interface NewsletterCardProps {
  item: NewsletterMemo;
  /** Given in the admin area: a Delete button. Readers in the portals get none. */
  onDelete?: () => void;
  deleting?: boolean;
}

/**
 * One newsletter or memo: its kind, name and date, an Open link, a Download link for a file
 * (saved under its original name) and, for admins, Delete.
 */
export function NewsletterCard({ item, onDelete, deleting = false }: NewsletterCardProps) {
  const { label, icon: KindIcon } = kindOf(item);
  const href = item.file ? assetUrl(item.file) : item.link;
  return (
    <Card component="article" aria-label={item.name} withBorder radius="md" padding="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon size={40} radius="md" variant="light" color={label === 'PDF' ? 'red' : undefined} role="img" aria-label={label}>
          <KindIcon size={22} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Text component="time" dateTime={item.createdAt} size="sm" c="dimmed">
            {formatDateTime(item.createdAt)}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" mt="md">
        {href && (
          <Button
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="xs"
            leftSection={<IconExternalLink size={14} />}
          >
            Open
          </Button>
        )}
        {item.file && (
          <Button
            component="a"
            href={downloadUrl(item.file)}
            download={item.name}
            variant="light"
            size="xs"
            leftSection={<IconDownload size={14} />}
          >
            Download
          </Button>
        )}
        {onDelete && (
          <Button
            type="button"
            variant="light"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            loading={deleting}
            onClick={onDelete}
          >
            Delete
          </Button>
        )}
      </Group>
    </Card>
  );
}
