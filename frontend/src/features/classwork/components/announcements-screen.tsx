import { Paper, Select, Stack, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import type { ClassChoice, ClassChoices } from '../types';
import { AnnouncementForm } from './announcements-form';
import { ClassStream } from './announcements-stream';

/** The search parameter naming the class shown: /teacher/announcements?section=<section id>. */
export const SECTION_PARAM = 'section';

/**
 * The class shown: the one the address names when it is one of the teacher's, none when it
 * names another, else the first.
 */
function chosenClass(classes: readonly ClassChoice[], named: string | null): string | null {
  if (named === null) return classes[0]?.value ?? null;
  return classes.some((choice) => choice.value === named) ? named : null;
}

export interface AnnouncementsScreenProps {
  /** The screen's heading ('Announcements'). */
  title: string;
  /** Every section the teacher advises or teaches ("Grade 7 - Rizal"), to post to. */
  classes: ClassChoices;
}

/**
 * 'Announcements' of the teacher portal: a class (kept in the address, `?section=`, so a reload
 * or a copied link keeps it), 'New announcement' to its students, their guardians or both, and
 * the class's stream below, which shows what was just posted.
 */
export function AnnouncementsScreen({ title, classes }: AnnouncementsScreenProps) {
  const streamHeadingId = useId();
  const [search, setSearch] = useSearchParams();
  const [classRefusal, setClassRefusal] = useState<string | null>(null);
  const list = classes.list;
  const named = search.get(SECTION_PARAM) || null;
  const sectionID = list ? chosenClass(list, named) : null;
  // A bare address gets the class shown, so a reload or a copied link opens the same class.
  useEffect(() => {
    if (named !== null || sectionID === null) return;
    setSearch(
      (params) => {
        params.set(SECTION_PARAM, sectionID);
        return params;
      },
      { replace: true },
    );
  }, [named, sectionID, setSearch]);
  const choose = (value: string | null) => {
    setClassRefusal(null);
    if (value === null) return;
    // A new history entry, so Back shows the class shown before.
    setSearch((params) => {
      params.set(SECTION_PARAM, value);
      return params;
    });
  };

  return (
    <ScreenSection title={title}>
      {!list ? (
        <LoadState label="Loading your classes" query={classes.load} failedText="Your classes could not be loaded." />
      ) : list.length === 0 ? (
        <EmptyState
          text="You advise or teach no class yet."
          next="Once you advise a section or teach a subject in one, you can post announcements to it here."
        />
      ) : (
        <>
          <Select
            label="Class"
            data={list}
            value={sectionID}
            onChange={choose}
            allowDeselect={false}
            placeholder="Choose a class"
            error={classRefusal}
            w={{ base: '100%', xs: 320 }}
          />
          {sectionID && (
            <>
              <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
                <AnnouncementForm sectionID={sectionID} onClassRefused={setClassRefusal} />
              </Paper>
              <Stack component="section" aria-labelledby={streamHeadingId} gap="sm">
                <Title order={3} id={streamHeadingId}>
                  Class stream
                </Title>
                <ClassStream key={sectionID} stream={{ of: 'section', sectionID }} />
              </Stack>
            </>
          )}
        </>
      )}
    </ScreenSection>
  );
}
