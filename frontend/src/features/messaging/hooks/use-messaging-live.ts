import { notifications } from '@mantine/notifications';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createElement, useEffect } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { LiveConnection, onLiveEvent } from '@/lib/live-socket';
import { TOAST_DURATION } from '@/lib/notify';
import { conversationsQueryOptions } from '../api/get-conversations';
import { addToConversation } from '../api/get-messages';
import { markRead } from '../api/mark-read';
import { messagingKeys } from '../api/query-keys';
import { useChatStore } from '../stores/chat-store';
import type { Message, MessagingRole } from '../types';
import { beep } from '../utils/beep';

function isMessage(value: unknown): value is Message {
  const m = value as Message;
  return typeof m === 'object' && m !== null && typeof m._id === 'string' && typeof m.senderId === 'string';
}

/** A pushed message from someone whose conversation is not open: a toast with who and what. */
async function announce(queryClient: QueryClient, role: MessagingRole, message: Message) {
  const conversations = await queryClient.fetchQuery(conversationsQueryOptions(role)).catch(() => []);
  const sender = conversations.find((conversation) => conversation._id === message.senderId);
  const name = sender?.full_name ?? 'New message';
  notifications.show({
    title: name,
    message: message.message,
    icon: createElement(Avatar, { image: sender?.image, alt: name, radius: 'xl', size: 'sm' }),
    autoClose: TOAST_DURATION.info,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close' },
  });
}

/** What a pushed message does: into its conversation, the list reordered, and a shake or a toast. */
export function receiveMessage(queryClient: QueryClient, role: MessagingRole, meId: string, pushed: unknown) {
  if (!isMessage(pushed)) return;
  const fromMe = pushed.senderId === meId;
  const partnerId = fromMe ? pushed.receiverId : pushed.senderId;
  const added = addToConversation(queryClient, partnerId, pushed);
  const chat = useChatStore.getState();
  const open = chat.partner?._id === partnerId;
  if (!fromMe && open) {
    // Already shown (fetched after a reconnect): no second shake or sound.
    if (!added) return;
    chat.shake(pushed._id);
    beep();
    // It was seen as it arrived.
    void markRead(partnerId)
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() }));
    return;
  }
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
  if (!fromMe) void announce(queryClient, role, pushed);
}

/**
 * The live channel while a student, teacher or guardian is signed in: opened on mount
 * (sign-in), closed on unmount (sign-out); after a reconnect everything of messaging is fetched
 * again so no message is lost. When a guardian's children change (a child unlinked), whom they
 * may message changed too: the conversations and any open one are read again.
 */
export function useMessagingLive(role: MessagingRole, meId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
    const live = new LiveConnection({
      onMessage: (pushed) => receiveMessage(queryClient, role, meId, pushed),
      onReconnect: refetch,
    });
    const stop = onLiveEvent((event) => {
      if (event.type === 'childrenChanged') refetch();
    });
    live.start();
    return () => {
      stop();
      live.close();
    };
  }, [queryClient, role, meId]);
}
