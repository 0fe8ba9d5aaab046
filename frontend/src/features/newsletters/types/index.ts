import type * as Wire from '@/types/wire';

/** A general newsletter or memo: either an uploaded file or a link, never both. */
export type NewsletterMemo = Wire.NewsletterView;

/** `POST /api/admins/upload-newsletter-memo` takes one or the other. */
export type NewNewsletterMemo = { file: string } | { link: string };
