import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useId } from 'react';
import { RichTextHtml } from '@/components/ui/rich-text';
import type { Announcement } from '../types';
import { audienceText } from '../utils/labels';
import { formatMoment } from '../utils/times';
import { ClassworkFileLinks } from './classwork-file-links';

export interface AnnouncementCardProps {
  announcement: Announcement;
  /** Given in the student's and the guardian's streams: a 'Reply' button that calls it. */
  onReply?: (announcement: Announcement) => void;
}

/**
 * One announcement of a class stream: the teacher who posted it, the section and when, whom it
 * went to, its text, its files as links and, where one may answer, 'Reply'. Named for screen
 * readers by the teacher and the time.
 */
export function AnnouncementCard({ announcement, onReply }: AnnouncementCardProps) {
  const teacherId = useId();
  const postedId = useId();
  return (
    <Card component="article" aria-labelledby={`${teacherId} ${postedId}`} withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Title order={4} id={teacherId} style={{ overflowWrap: 'anywhere' }}>
              {announcement.teacher}
            </Title>
            <Text size="sm" c="dimmed">
              {announcement.section} ·{' '}
              <time id={postedId} dateTime={announcement.postedAt}>
                {formatMoment(announcement.postedAt)}
              </time>
            </Text>
          </Stack>
          <Badge variant="light" color="gray" radius="sm">
            {audienceText(announcement.audience)}
          </Badge>
        </Group>
        <RichTextHtml html={announcement.body} style={{ overflowWrap: 'anywhere' }} />
        {announcement.files.length > 0 && <ClassworkFileLinks files={announcement.files} />}
        {onReply && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconMessageReply size={16} aria-hidden />}
              onClick={() => onReply(announcement)}
            >
              Reply
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
