import { Card, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ScreenSection } from '@/components/ui/screen-section';
import { countOf } from '@/lib/count-of';
import type { AdvisoryClassRef, TeacherUser } from '@/types/api';
import { useAdvisoryClasses } from '../api/get-advisory-classes';
import { useAdvisorySection } from '../api/get-section-details';
import { AdvisorySectionScreen } from './advisory-section-screen';

/**
 * One advisory section's card: 'level - section' and its head count (loaded per card; a teacher
 * advises a few), or a short line when they could not be loaded (the toast gives the reason).
 */
function AdvisoryCard({ section, onOpen }: { section: AdvisoryClassRef; onOpen: () => void }) {
  const details = useAdvisorySection(section.sectionID);
  const name = details.data ? `${details.data.levelName} - ${details.data.section}` : section.section;
  return (
    <UnstyledButton onClick={onOpen}>
      <Card withBorder radius="md" padding="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
            <IconUsersGroup size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={700}>{name}</Text>
            {details.data ? (
              <Text size="sm" c="dimmed">
                {`${countOf(details.data.students.length, 'student')} · ${countOf(details.data.subjects.length, 'subject')}`}
              </Text>
            ) : details.isError ? (
              <Text size="sm" c="dimmed">
                The section could not be loaded.
              </Text>
            ) : (
              <Loader size="xs" aria-label={`Loading ${section.section}`} />
            )}
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

export interface AdvisoryScreenProps {
  teacher: TeacherUser;
  title: string;
  /** What a section's screen offers besides its students and lesson guides ('Take register', its month). */
  sectionActions?: (sectionID: string) => ReactNode;
}

/**
 * Advisory Classes: one card per section the teacher advises, as the server says now; a card
 * opens its details.
 */
export function AdvisoryScreen({ teacher, title, sectionActions }: AdvisoryScreenProps) {
  const [open, setOpen] = useState<AdvisoryClassRef | null>(null);
  const advisory = useAdvisoryClasses();
  const sections = advisory.data ?? teacher.advisoryClass;

  if (open) {
    return (
      <AdvisorySectionScreen
        sectionId={open.sectionID}
        name={open.section}
        actions={sectionActions?.(open.sectionID)}
        onBack={() => setOpen(null)}
      />
    );
  }

  return (
    <ScreenSection title={title}>
      {sections.length === 0 ? (
        <Text c="dimmed">No advisory classes yet..</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {sections.map((section) => (
            <AdvisoryCard key={section.sectionID} section={section} onOpen={() => setOpen(section)} />
          ))}
        </SimpleGrid>
      )}
    </ScreenSection>
  );
}
