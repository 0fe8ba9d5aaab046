/** Most files one announcement carries. */
export const MOST_ANNOUNCEMENT_FILES = 10;

/** The server's rules for an announcement, checked before sending too. */
export const ANNOUNCEMENT_MESSAGES = {
  body: 'Write the announcement.',
  files: `Attach at most ${MOST_ANNOUNCEMENT_FILES} files.`,
} as const;

/** Said once an announcement is posted to `section` ("Grade 7 Rizal", as the server names it). */
export function postedText(section: string): string {
  return `Announcement posted to ${section}.`;
}

/** The server's rules for a message, checked before a reply is sent too. */
export const MAX_REPLY = 5000;
export const REPLY_MESSAGES = {
  empty: 'Message cannot be empty.',
  long: `Message must be at most ${MAX_REPLY} characters.`,
} as const;

/** What is wrong with a reply, or null. */
export function replyProblem(message: string): string | null {
  const text = message.trim();
  if (text === '') return REPLY_MESSAGES.empty;
  if ([...text].length > MAX_REPLY) return REPLY_MESSAGES.long;
  return null;
}

/** Said once a reply is sent to `teacher`. */
export function replySentText(teacher: string): string {
  return `Sent to ${teacher}. The reply is in your Messages.`;
}
