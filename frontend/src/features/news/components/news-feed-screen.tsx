import { ScreenSection } from '@/components/ui/screen-section';
import { NewsGrid } from './news-grid';

export interface NewsFeedScreenProps {
  /** The heading, e.g. 'News and announcements'. */
  title: string;
}

/** The portals' Home: the news and announcements feed, newest first, read-only. */
export function NewsFeedScreen({ title }: NewsFeedScreenProps) {
  return (
    <ScreenSection title={title}>
      <NewsGrid />
    </ScreenSection>
  );
}
