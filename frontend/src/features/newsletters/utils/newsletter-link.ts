/** The server's rule for a newsletter link: a web address, http or https only. */
export function validateNewsletterLink(value: string): string | null {
  const link = value.trim();
  if (!link) return 'Enter a link.';
  try {
    const { protocol } = new URL(link);
    if (protocol === 'http:' || protocol === 'https:') return null;
  } catch {
    // Not a URL at all: same message as a wrong scheme.
  }
  return 'Enter a link that starts with http:// or https://.';
}
