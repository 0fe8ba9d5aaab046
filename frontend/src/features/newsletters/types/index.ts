/** A general newsletter or memo: either an uploaded file or a link, never both. */
export interface NewsletterMemo {
  _id: string;
  /** Stored file path (`/api/files/newsletters/…`), or null for a link. */
  file: string | null;
  link: string | null;
  /** The uploaded file's original name, or the link itself. */
  name: string;
  /** RFC 3339 */
  createdAt: string;
}

/** `POST /api/admins/upload-newsletter-memo` takes one or the other. */
export type NewNewsletterMemo = { file: string } | { link: string };
