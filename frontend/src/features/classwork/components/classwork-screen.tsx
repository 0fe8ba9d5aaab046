import { Button, Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useTeacherClasswork } from '../api/get-teacher-classwork';
import type { Assignment, ClassChoices } from '../types';
import { ClassworkFilesDialog } from './classwork-files-dialog';
import { ClassworkModal } from './classwork-form';
import { ClassworkTable } from './classwork-table';
import { DeleteClassworkDialog } from './delete-classwork-dialog';

export interface ClassworkScreenProps {
  /** The screen's heading ('Classwork'). */
  title: string;
  /** The classes (subjects) the teacher teaches, to post to. */
  classes: ClassChoices;
  /** Where a piece's work is reviewed: its own address. */
  reviewAddress: (assignment: Assignment) => string;
}

/** A dialog over the list and the piece it is about (kept while it closes). */
interface Asking {
  opened: boolean;
  assignment: Assignment | null;
}

const CLOSED: Asking = { opened: false, assignment: null };

/**
 * 'Classwork' of the teacher portal: the classwork of every class the teacher teaches, latest
 * due first, each with 'Review work' (its own screen), 'Files', 'Edit' and 'Delete'; 'Post
 * classwork' posts a piece to one or more classes, and the list turns to the page of what was
 * just posted or saved.
 */
export function ClassworkScreen({ title, classes, reviewAddress }: ClassworkScreenProps) {
  const classwork = useTeacherClasswork();
  const [editing, setEditing] = useState<Asking>(CLOSED);
  const [deleting, setDeleting] = useState<Asking>(CLOSED);
  const [filing, setFiling] = useState<Asking>(CLOSED);
  const [revealId, setRevealId] = useState<string | null>(null);
  const list = classwork.data?.classwork;
  // The files change under the open dialog (attached, removed): it shows the list's copy.
  const filed = filing.assignment && (list?.find((each) => each._id === filing.assignment?._id) ?? filing.assignment);

  return (
    <ScreenSection
      title={title}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ opened: true, assignment: null })}>
          Post classwork
        </Button>
      }
    >
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {!list ? (
          <LoadState label="Loading classwork" query={classwork} failedText="The classwork could not be loaded." />
        ) : list.length === 0 ? (
          <EmptyState text="No classwork yet." next="Classwork posted to your classes shows here, and to their students under Classwork." />
        ) : (
          <ClassworkTable
            classwork={list}
            fetchedAt={classwork.dataUpdatedAt}
            revealId={revealId}
            reviewAddress={reviewAddress}
            onFiles={(assignment) => setFiling({ opened: true, assignment })}
            onEdit={(assignment) => setEditing({ opened: true, assignment })}
            onDelete={(assignment) => setDeleting({ opened: true, assignment })}
          />
        )}
      </Paper>
      <ClassworkModal
        opened={editing.opened}
        assignment={editing.assignment}
        classes={classes}
        onSaved={setRevealId}
        onClose={() => setEditing((asking) => ({ ...asking, opened: false }))}
      />
      <ClassworkFilesDialog
        opened={filing.opened}
        assignment={filed}
        onClose={() => setFiling((asking) => ({ ...asking, opened: false }))}
      />
      <DeleteClassworkDialog
        opened={deleting.opened}
        assignment={deleting.assignment}
        onClose={() => setDeleting((asking) => ({ ...asking, opened: false }))}
      />
    </ScreenSection>
  );
}
