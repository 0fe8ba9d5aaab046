import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { GoToStartButton, NotFoundScreen } from '@/components/ui/not-found-screen';
import { ScreenSection } from '@/components/ui/screen-section';
import { errorMessage, namesNothing } from '@/lib/api-error';
import { localIsoDate } from '@/lib/dates';
import { useScreenAddress } from '@/lib/screen-address';
import type { GuardianUser } from '@/types/api';
import { useChildHome } from '../api/get-child-views';
import { useChosenChild } from '../hooks/use-chosen-child';
import type { Child } from '../types';

/** Shown, word for word, to a guardian no child is linked to yet. */
export const NO_CHILD_LINKED =
  'No child is linked to your account yet. Please ask the school office to link your child to your account.';

export interface ChosenChildScreenProps {
  guardian: GuardianUser;
  title: string;
  /** The screen about the chosen child. */
  children: (child: Child) => ReactNode;
}

interface UnlinkedChildScreenProps {
  studentID: string;
  title: string;
  screen: (child: Child) => ReactNode;
}

/**
 * A child the address names who is not among the guardian's children: the server says why
 * (the child's Home, its simplest call). "Page not found" when no student has that id; the
 * server's refusal with the way back when the student is not the guardian's; the screen itself
 * when the child was linked since the children were loaded.
 */
function UnlinkedChildScreen({ studentID, title, screen }: UnlinkedChildScreenProps) {
  const { home } = useScreenAddress();
  const asked = useChildHome(studentID, localIsoDate(new Date()), { silent: true });
  if (asked.data) return <div key={asked.data.child._id}>{screen(asked.data.child)}</div>;
  if (namesNothing(asked.error)) return <NotFoundScreen home={home} />;
  return (
    <ScreenSection title={title} actions={asked.isError ? <GoToStartButton home={home} /> : undefined}>
      <LoadState label="Loading your children" query={asked} failedText={errorMessage(asked.error)} />
    </ScreenSection>
  );
}

/**
 * A screen about the chosen child: the children loading (or 'Try again' after a failure), the
 * note that no child is linked yet, what the server says of a child the address names who is
 * not the guardian's, or the screen itself, shown again for another child when the switcher
 * changes it.
 */
export function ChosenChildScreen({ guardian, title, children: screen }: ChosenChildScreenProps) {
  const { children, child, unlinkedID } = useChosenChild(guardian._id);
  if (unlinkedID !== null) return <UnlinkedChildScreen key={unlinkedID} studentID={unlinkedID} title={title} screen={screen} />;
  if (children.isPending || children.isError) {
    return (
      <ScreenSection title={title}>
        <LoadState label="Loading your children" query={children} failedText="Your children could not be loaded." />
      </ScreenSection>
    );
  }
  if (child === null) {
    return (
      <ScreenSection title={title}>
        <Paper withBorder radius="md" p="lg">
          <Text>{NO_CHILD_LINKED}</Text>
        </Paper>
      </ScreenSection>
    );
  }
  return <div key={child._id}>{screen(child)}</div>;
}
