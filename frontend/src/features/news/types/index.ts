import type * as Wire from '@/types/wire';

/** A news-and-updates post, as `GET /api/admins/get-news-updates` lists it. */
export type NewsItem = Wire.NewsView;

/** What the create and edit calls take besides the id. */
export interface NewsContent {
  image: string | null;
  text: string;
}

export interface NewsEdit extends NewsContent {
  id: string;
}
