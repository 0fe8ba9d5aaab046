import { Paper, Text } from '@mantine/core';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import type { GuardianUser } from '@/types/api';
import { useChosenChild } from '../hooks/use-chosen-child';
import { ChildCard } from './child-card';

/** Shown, word for word, to a guardian no child is linked to yet. */
export const NO_CHILD_LINKED =
  'No child is linked to your account yet. Please ask the school office to link your child to your account.';

export interface GuardianHomeScreenProps {
  guardian: GuardianUser;
  title: string;
}

/**
 * Home: the chosen child. Today, the attendance summary and the latest grades of that child
 * join this screen as they are built.
 */
export function GuardianHomeScreen({ guardian, title }: GuardianHomeScreenProps) {
  const { children, child } = useChosenChild(guardian._id);
  return (
    <ScreenSection title={title}>
      {children.isPending || children.isError ? (
        <LoadState label="Loading your children" query={children} failedText="Your children could not be loaded." />
      ) : child === null ? (
        <Paper withBorder radius="md" p="lg">
          <Text>{NO_CHILD_LINKED}</Text>
        </Paper>
      ) : (
        <ChildCard child={child} />
      )}
    </ScreenSection>
  );
}
