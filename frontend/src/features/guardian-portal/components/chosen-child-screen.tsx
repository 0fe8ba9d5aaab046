import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import type { GuardianUser } from '@/types/api';
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

/**
 * A screen about the chosen child: the children loading (or 'Try again' after a failure), the
 * note that no child is linked yet, or the screen itself, shown again for another child when
 * the switcher changes it.
 */
export function ChosenChildScreen({ guardian, title, children: screen }: ChosenChildScreenProps) {
  const { children, child } = useChosenChild(guardian._id);
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
