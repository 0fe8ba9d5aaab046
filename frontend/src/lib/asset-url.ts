/** Static picture shown for anyone without a photo of their own. */
export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/**
 * Turns a stored file path from the API (`uploads/images/x.png`, `/uploads/…`, or a full URL)
 * into something an `<img src>` or download link can use. Empty values give null.
 */
export function assetUrl(path: string | null | undefined): string | null {
  const trimmed = path?.trim();
  if (!trimmed) return null;
  if (/^(https?:)?\/\//i.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('data:') || trimmed.startsWith('blob:')) {
    return trimmed;
  }
  return `/${trimmed}`;
}

/** Where a stored file downloads from, as an attachment under its original name. */
export function downloadUrl(path: string): string {
  const url = assetUrl(path) ?? path;
  return `${url}${url.includes('?') ? '&' : '?'}download=1`;
}
