import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { UploadRefused, uploadErrorMessage, uploadFile } from '@/lib/upload-file';
import type { Announcement, AnnouncementPost } from '../types';
import type { ClassworkMutationCallbacks } from './mutation-callbacks';
import { classworkKeys } from './query-keys';

/**
 * `POST /api/teachers/announcements`: 201 with the announcement, told to each student and
 * guardian it goes to. 400 names `sectionID`, `audience`, `body` or `attachedFiles`; 403 when
 * the teacher neither advises nor teaches the section.
 */
export function postAnnouncement(post: AnnouncementPost): Promise<Announcement> {
  return api.post<Announcement>('/api/teachers/announcements', post);
}

/** What the form sends: the announcement with the files chosen, not uploaded yet. */
export interface AnnouncementDraft extends Omit<AnnouncementPost, 'attachedFiles'> {
  files: readonly File[];
}

/**
 * Uploads each file in turn (as a subject's files are), then posts the announcement with their
 * stored paths. A refused upload fails as `UploadRefused`, naming the file and saying why.
 */
export async function uploadThenPost({ files, ...announcement }: AnnouncementDraft): Promise<Announcement> {
  const attachedFiles: string[] = [];
  for (const file of files) {
    try {
      attachedFiles.push(await uploadFile('/api/subjectUpload', file));
    } catch (error) {
      throw new UploadRefused(`${file.name}: ${uploadErrorMessage(error)}`);
    }
  }
  return postAnnouncement({ ...announcement, attachedFiles });
}

/** Posts an announcement to a section with its files; the section's stream reloads afterwards. */
export function usePostAnnouncement({ onSuccess, onError }: ClassworkMutationCallbacks<Announcement> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadThenPost,
    onSuccess: async (posted, draft) => {
      await queryClient.invalidateQueries({ queryKey: classworkKeys.sectionStream(draft.sectionID) });
      onSuccess?.(posted);
    },
    onError,
  });
}
