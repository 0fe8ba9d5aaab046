import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { useCalendarFeed, useMakeCalendarFeed } from '../api/calendar-feed';

/** What the section last said about the link (read out by screen readers as it changes). */
type Notice = 'created' | 'renewed' | 'copied' | 'not-copied' | null;

const NOTICES: Record<Exclude<Notice, null>, string> = {
  created: 'Your calendar link is ready.',
  renewed: 'A new link was made; the old one no longer works.',
  copied: 'Link copied',
  'not-copied': 'The link could not be copied: select it above and copy it.',
};

/** The link shown in full, as a calendar app wants it pasted. */
const fullUrl = (path: string) => `${window.location.origin}${path}`;

interface FeedLinkProps {
  url: string;
  onNotice: (notice: Notice) => void;
}

/** The link, read-only, with 'Copy link' and 'Make a new link' (which asks first). */
function FeedLink({ url, onNotice }: FeedLinkProps) {
  const [asking, setAsking] = useState(false);
  const make = useMakeCalendarFeed();
  const link = fullUrl(url);

  const copy = () => {
    onNotice(null);
    navigator.clipboard
      .writeText(link)
      .then(() => onNotice('copied'))
      .catch(() => onNotice('not-copied'));
  };
  const renew = () =>
    make.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        onNotice('renewed');
      },
    });

  return (
    <Stack gap="sm">
      <TextInput label="Calendar link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconCopy size={16} />} onClick={copy}>
          Copy link
        </Button>
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={() => setAsking(true)}>
          Make a new link
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Make a new calendar link?">
        <Stack gap="md">
          <Text size="sm">The old link will stop working in every calendar that uses it.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button color="red" loading={make.isPending} onClick={renew}>
              Make a new link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** 'Create calendar link', for someone who has none yet. */
function CreateFeedButton({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const make = useMakeCalendarFeed();
  return (
    <Group>
      <Button
        leftSection={<IconCalendarPlus size={16} />}
        loading={make.isPending}
        onClick={() => make.mutate(undefined, { onSuccess: () => onNotice('created') })}
      >
        Create calendar link
      </Button>
    </Group>
  );
}

/**
 * 'Calendar subscription': a private link a phone's or computer's calendar subscribes to, which
 * brings in the user's lessons and the school's no-school days and keeps them up to date. What
 * happened to the link is said in a line of its own, not a toast, so it stays beside the link.
 */
export function CalendarSubscription() {
  const headingId = useId();
  const feed = useCalendarFeed();
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          Calendar subscription
        </Title>
        <Text size="sm">Add your lessons and the school&apos;s no-school days to the calendar on your phone or computer.</Text>
        {feed.data ? (
          feed.data.url ? (
            <FeedLink url={feed.data.url} onNotice={setNotice} />
          ) : (
            <CreateFeedButton onNotice={setNotice} />
          )
        ) : (
          <LoadState
            size="sm"
            label="Loading calendar link"
            query={feed}
            failedText="The calendar link could not be loaded."
          />
        )}
        <Text size="sm" role="status" c={notice === 'not-copied' ? 'red.8' : undefined}>
          {notice && NOTICES[notice]}
        </Text>
      </Stack>
    </Paper>
  );
}
