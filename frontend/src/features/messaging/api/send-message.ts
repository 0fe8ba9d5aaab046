import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Message } from '../types';
import { addToConversation } from './get-messages';
import { messagingKeys } from './query-keys';

export function sendMessage(partnerId: string, message: string): Promise<Message> {
  return api.post<Message>(`/api/messages/send/${encodeURIComponent(partnerId)}`, { message });
}

/** Sends to `partnerId`; the message shows at once and the conversation list reorders. */
export function useSendMessage(partnerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendMessage(partnerId, message),
    onSuccess: (sent) => {
      addToConversation(queryClient, partnerId, sent);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    },
  });
}
