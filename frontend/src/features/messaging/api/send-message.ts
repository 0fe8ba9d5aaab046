import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import type { Message } from '../types';
import { addToConversation } from './get-messages';
import { messagingKeys } from './query-keys';

export function sendMessage(partnerId: string, message: string): Promise<Message> {
  return api.post<Message>(`/api/messages/send/${encodeURIComponent(partnerId)}`, { message });
}

/** A message just sent: into its conversation at once, and the conversation list reordered. */
function keepSent(queryClient: QueryClient, partnerId: string, sent: Message) {
  addToConversation(queryClient, partnerId, sent);
  void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
}

/** Sends to `partnerId`; the message shows at once and the conversation list reorders. */
export function useSendMessage(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendMessage(partnerId, message),
    onSuccess: (sent) => keepSent(queryClient, partnerId, sent),
  });
}

/**
 * Sends a message to anyone by id from outside Messages (a reply to a class announcement):
 * once sent it is in its conversation and the list reorders, as when sent from Messages. The
 * caller shows a refusal itself.
 */
export function useSendMessageTo() {
  const queryClient = useQueryClient();
  return useCallback(
    async (partnerId: string, message: string): Promise<Message> => {
      const sent = await sendMessage(partnerId, message);
      keepSent(queryClient, partnerId, sent);
      return sent;
    },
    [queryClient],
  );
}
