import { ScreenSection } from '@/components/ui/screen-section';
import { NewslettersGrid } from './newsletters-grid';

export interface NewslettersReadingScreenProps {
  /** The heading, e.g. 'General Newsletters / Memos'. */
  title: string;
}

/** The portals' newsletters page: every newsletter or memo to open or download, read-only. */
export function NewslettersReadingScreen({ title }: NewslettersReadingScreenProps) {
  return (
    <ScreenSection title={title}>
      <NewslettersGrid readOnly />
    </ScreenSection>
  );
}
