/** Told once a reply is kept. */
export const REPLY_SENT = 'Your reply was sent to the adviser.';

/** The server's rules for a reply to an alert, checked before sending too. */
export function replyProblem(reply: string): string | undefined {
  const text = reply.trim();
  if (!text) return 'Write a short reply.';
  if (text.length > 200) return 'Use at most 200 characters.';
  return undefined;
}
