import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { notifySuccess } from '@/lib/notify';
import { useCalendarFeed, useMakeCalendarFeed } from '../api/calendar-feed';

/** How long "Link copied" stays. */
const COPIED_FOR_MS = 4000;

/** The link shown in full, as a calendar app wants it pasted. */
const fullUrl = (path: string) => `${window.location.origin}${path}`;

/** The link, read-only, with 'Copy link' and 'Make a new link' (which asks first). */
function FeedLink({ url }: { url: string }) {
  const clipboard = useClipboard({ timeout: COPIED_FOR_MS });
  const [asking, setAsking] = useState(false);
  const make = useMakeCalendarFeed();
  const link = fullUrl(url);

  const renew = () =>
    make.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        clipboard.reset();
        notifySuccess('A new calendar link was made; the old one no longer works.', 'Calendar subscription');
      },
    });

  return (
    <Stack gap="sm">
      <TextInput label="Calendar link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconCopy size={16} />} onClick={() => {
            clipboard.reset();
            clipboard.copy(link);
          }}>
          Copy link
        </Button>
        <Button variant="light" color="red" leftSection={<IconRefresh size={16} />} onClick={() => setAsking(true)}>
          Make a new link
        </Button>
        <Text size="sm" role="status" c={clipboard.error ? 'red' : undefined}>
          {clipboard.copied && 'Link copied'}
          {clipboard.error && 'The link could not be copied: select it above and copy it.'}
        </Text>
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
function CreateFeedButton() {
  const make = useMakeCalendarFeed();
  return (
    <Group>
      <Button
        leftSection={<IconCalendarPlus size={16} />}
        loading={make.isPending}
        onClick={() =>
          make.mutate(undefined, {
            onSuccess: () => notifySuccess('Your calendar link is ready.', 'Calendar subscription'),
          })
        }
      >
        Create calendar link
      </Button>
    </Group>
  );
}

/**
 * 'Calendar subscription': a private link a phone's or computer's calendar subscribes to, which
 * brings in the user's lessons and the school's no-school days and keeps them up to date.
 */
export function CalendarSubscription() {
  const headingId = useId();
  const feed = useCalendarFeed();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          Calendar subscription
        </Title>
        <Text size="sm">Add your lessons and the school&apos;s no-school days to the calendar on your phone or computer.</Text>
        {feed.data ? (
          feed.data.url ? (
            <FeedLink url={feed.data.url} />
          ) : (
            <CreateFeedButton />
          )
        ) : (
          <LoadState
            size="sm"
            label="Loading calendar link"
            query={feed}
            failedText="The calendar link could not be loaded."
          />
        )}
      </Stack>
    </Paper>
  );
}
