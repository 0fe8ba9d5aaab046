import { ActionIcon, Box, Button, Center, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { getMessages, mergeMessages, MESSAGES_PAGE, useMessages } from '../api/get-messages';
import { markRead } from '../api/mark-read';
import { messagingKeys } from '../api/query-keys';
import { useSendMessage } from '../api/send-message';
import { useChatStore } from '../stores/chat-store';
import type { Me, Message, Person } from '../types';
import { personDetail } from '../utils/texts';
import { MessageBubble } from './message-bubble';

/** The list scrolls to the latest message 100 ms after it changes. */
export const SCROLL_DELAY_MS = 100;

export interface ChatPaneProps {
  me: Me;
  partner: Person;
}

/** The open conversation: 'To:' and the name, the messages, and the 'Send a message' box. */
export function ChatPane({ me, partner }: ChatPaneProps) {
  const queryClient = useQueryClient();
  const messages = useMessages(partner._id);
  const send = useSendMessage(partner._id);
  const shaken = useChatStore((state) => state.shaken);
  const [draft, setDraft] = useState('');
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [hasEarlier, setHasEarlier] = useState(true);
  const viewport = useRef<HTMLDivElement>(null);
  const latestId = messages.data?.at(-1)?._id;

  // Seen once shown: the partner's unread messages are marked read on the server (reading the
  // conversation never writes), then the unread counts follow. Once per newest unread message,
  // not on every change of the list (a message sent, an earlier page loaded).
  const newestUnread = messages.data?.filter((m) => m.senderId === partner._id && m.readAt === null).at(-1)?._id;
  const markedUpTo = useRef<string | null>(null);
  useEffect(() => {
    if (!newestUnread || markedUpTo.current === newestUnread) return;
    markedUpTo.current = newestUnread;
    void markRead(partner._id)
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() }));
  }, [newestUnread, partner._id, queryClient]);

  useEffect(() => {
    const timer = setTimeout(() => {
      viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [latestId]);

  const submit = () => {
    const text = draft.trim();
    if (!text || send.isPending) return;
    send.mutate(text, { onSuccess: () => setDraft('') });
  };

  const loadEarlier = async () => {
    const oldest = messages.data?.[0];
    if (!oldest) return;
    setLoadingEarlier(true);
    try {
      const earlier = await getMessages(partner._id, oldest._id);
      setHasEarlier(earlier.length === MESSAGES_PAGE);
      queryClient.setQueryData<Message[]>(messagingKeys.messages(partner._id), (current) =>
        mergeMessages(current ?? [], earlier),
      );
    } finally {
      setLoadingEarlier(false);
    }
  };

  const list = messages.data ?? [];
  const detail = personDetail(partner);
  return (
    <Stack gap="sm" h="100%">
      <Stack gap={0}>
        <Text fw={600}>
          <Text span c="dimmed" fw={400}>
            To:{' '}
          </Text>
          {partner.full_name}
        </Text>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
      <ScrollArea h={{ base: 340, md: 460 }} viewportRef={viewport} type="auto">
        {!messages.data ? (
          <LoadState size="sm" label="Loading messages" query={messages} failedText="The messages could not be loaded." />
        ) : list.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed">Send a message to start the conversation</Text>
          </Center>
        ) : (
          <Stack gap="sm" p="xs">
            {hasEarlier && list.length >= MESSAGES_PAGE && (
              <Button variant="subtle" size="xs" loading={loadingEarlier} onClick={() => void loadEarlier()}>
                Load earlier messages
              </Button>
            )}
            <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Messages with ${partner.full_name}`}>
              {list.map((message) => (
                <MessageBubble
                  key={message._id}
                  message={message}
                  me={me}
                  partner={partner}
                  shake={shaken.has(message._id)}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </ScrollArea>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label="Send a message"
            placeholder="Send a message"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={5000}
            style={{ flex: 1 }}
            autoComplete="off"
          />
          <ActionIcon type="submit" size="lg" aria-label="Send" loading={send.isPending} disabled={!draft.trim()}>
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      </Box>
    </Stack>
  );
}
