/** Link schemes rich text (a news post, instructions) may use: web pages and e-mail addresses, nothing that runs code. */
const SAFE_LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

export function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(url.trim());
}

export const UNSAFE_LINK_MESSAGE = 'Links must start with http://, https:// or mailto:.';
