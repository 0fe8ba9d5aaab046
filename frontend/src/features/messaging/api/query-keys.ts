/** Query keys of messaging; a reconnect marks all of them stale. */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  messages: (partnerId: string) => [...messagingKeys.all, 'messages', partnerId] as const,
};
