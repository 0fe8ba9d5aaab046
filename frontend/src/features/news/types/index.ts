/** A news-and-updates post, as `GET /api/admins/get-news-updates` lists it. */
export interface NewsItem {
  _id: string;
  /** Stored image path (`/api/files/images/…`), or null when the post has no picture. */
  image: string | null;
  /** Rich text as HTML, already sanitised by the server. */
  text: string;
  /** RFC 3339 */
  createdAt: string;
}

/** What the create and edit calls take besides the id. */
export interface NewsContent {
  image: string | null;
  text: string;
}

export interface NewsEdit extends NewsContent {
  id: string;
}
