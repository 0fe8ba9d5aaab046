import { Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useAnnouncements } from '../api/get-announcements';
import type { Announcement, SendReply, StreamSource } from '../types';
import { AnnouncementCard } from './announcements-card';
import { ReplyModal } from './announcements-reply';

export interface ClassStreamProps {
  /** Whose stream: a section's (the teacher's), the signed-in student's, or a guardian's child's. */
  stream: StreamSource;
  /**
   * Given in the student's and the guardian's portals: a 'Reply' button on each announcement,
   * which sends a message to its teacher through this.
   */
  reply?: SendReply;
}

/** The announcement replied to (kept while the dialog closes). */
interface Replying {
  opened: boolean;
  announcement: Announcement | null;
}

const CLOSED: Replying = { opened: false, announcement: null };

/**
 * A class stream: the teachers' announcements, newest first, each with its teacher, section,
 * time, whom it went to, text and files; with `reply`, 'Reply' on each opens 'Reply to {teacher}'.
 */
export function ClassStream({ stream, reply }: ClassStreamProps) {
  const announcements = useAnnouncements(stream);
  const [replying, setReplying] = useState<Replying>(CLOSED);
  const list = announcements.data?.announcements;
  if (!list) {
    return <LoadState label="Loading announcements" query={announcements} failedText="The announcements could not be loaded." />;
  }
  if (list.length === 0) return <EmptyState text="No announcements yet." />;
  return (
    <Stack gap="sm">
      {list.map((announcement) => (
        <AnnouncementCard
          key={announcement._id}
          announcement={announcement}
          onReply={reply ? (answered) => setReplying({ opened: true, announcement: answered }) : undefined}
        />
      ))}
      {reply && (
        <ReplyModal
          opened={replying.opened}
          announcement={replying.announcement}
          send={reply}
          onClose={() => setReplying((asking) => ({ ...asking, opened: false }))}
        />
      )}
    </Stack>
  );
}

export interface ClassStreamScreenProps extends ClassStreamProps {
  /** The screen's heading ('Class stream'). */
  title: string;
}

/**
 * 'Class stream' of the student portal (what the teachers announced to the student's section's
 * students) and of the guardian portal (what they announced to the chosen child's section's
 * guardians), each announcement with 'Reply'.
 */
export function ClassStreamScreen({ title, ...stream }: ClassStreamScreenProps) {
  return (
    <ScreenSection title={title}>
      <ClassStream {...stream} />
    </ScreenSection>
  );
}
