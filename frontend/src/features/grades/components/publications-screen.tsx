import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadState } from '@/components/ui/load-state';
import { ScreenSection } from '@/components/ui/screen-section';
import { useCurrentYear } from '@/lib/queries/current-year';
import { notifySuccess } from '@/lib/notify';
import { usePublications, usePublish } from '../api/publications';
import type { PublicationsAnswer, SectionPublication } from '../types';
import { currentTermOf } from '../utils/terms';
import { ConfirmDialog } from './confirm-dialog';
import { UnlockModal } from './unlock-modal';

type Asking = { kind: 'section'; section: SectionPublication } | { kind: 'school' } | null;

const published = (count: { sections: number; students: number }) =>
  `Grades published: ${count.sections} ${count.sections === 1 ? 'section' : 'sections'}, ${count.students} ${count.students === 1 ? 'student' : 'students'}.`;

const nameOf = (section: SectionPublication) => `${section.level} - ${section.section}`;

function PublicationsTable({ answer, termID, termName }: { answer: PublicationsAnswer; termID: string; termName: string }) {
  const [asking, setAsking] = useState<Asking>(null);
  const [unlocking, setUnlocking] = useState<SectionPublication | null>(null);
  const publish = usePublish();
  const close = () => setAsking(null);
  const confirm = () => {
    if (!asking) return;
    publish.mutate(asking.kind === 'section' ? { termID, sectionID: asking.section._id } : { termID }, {
      onSuccess: (count) => {
        notifySuccess(published(count));
        close();
      },
      onError: close,
    });
  };
  const unpublished = answer.sections.filter((section) => section.publishedAt === null).length;
  const columns: DataTableColumn<SectionPublication>[] = [
    { key: 'section', header: 'Section', rowHeader: true, cell: nameOf },
    { key: 'submitted', header: 'Subjects submitted', cell: (section) => `${section.submitted} of ${section.subjects}` },
    {
      key: 'status',
      header: 'Status',
      cell: (section) => (
        // Dark text: Mantine's light green reads 3:1 on its tint, under WCAG AA's 4.5:1.
        <Badge variant="light" c="bright" color={section.publishedAt ? 'green' : 'gray'}>
          {section.publishedAt ? 'Published' : 'Not published'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (section) =>
        section.publishedAt ? (
          <Button size="xs" variant="light" color="red" aria-label={`Unlock ${nameOf(section)}`} onClick={() => setUnlocking(section)}>
            Unlock
          </Button>
        ) : (
          <Button size="xs" aria-label={`Publish ${nameOf(section)}`} onClick={() => setAsking({ kind: 'section', section })}>
            Publish
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group>
        <Button onClick={() => setAsking({ kind: 'school' })} disabled={unpublished === 0}>
          Publish whole school
        </Button>
      </Group>
      <DataTable
        label={`Publications of ${termName}`}
        columns={columns}
        rows={answer.sections}
        rowKey={(section) => section._id}
        emptyText="No section has subjects yet."
        minWidth={560}
        withTableBorder
        striped
      />
      <ConfirmDialog
        opened={asking !== null}
        title={
          asking?.kind === 'section'
            ? `Publish the grades of ${asking.section.level} - ${asking.section.section} for ${termName}?`
            : `Publish the grades of the whole school for ${termName}?`
        }
        consequence={
          asking?.kind === 'section' && asking.section.submitted < asking.section.subjects
            ? `Only ${asking.section.submitted} of its ${asking.section.subjects} subjects are submitted. Students see the grades, and the grades are locked until an administrator unlocks them.`
            : 'Students see the grades, and the grades are locked until an administrator unlocks them. Sections already published stay as they are.'
        }
        confirmLabel="Publish"
        pending={publish.isPending}
        onConfirm={confirm}
        onClose={close}
      />
      <UnlockModal termID={termID} termName={termName} section={unlocking} onClose={() => setUnlocking(null)} />
    </Stack>
  );
}

/** Admin › Grades › Publish grades: per term, each section's submissions, 'Publish' and 'Unlock'. */
export function PublicationsScreen() {
  const year = useCurrentYear();
  const terms = year.data?.terms ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const termID = chosen ?? currentTermOf(terms);
  const answer = usePublications(termID);
  const termName = terms.find((term) => term._id === termID)?.name ?? answer.data?.term?.name ?? '';

  return (
    <ScreenSection title="Publish grades">
      <Select
        label="Term"
        allowDeselect={false}
        data={terms.map((term) => ({ value: term._id, label: term.name }))}
        value={termID}
        onChange={setChosen}
        disabled={terms.length === 0}
        w={{ base: '100%', xs: 260 }}
      />
      {year.data !== undefined && termID === null ? (
        <Text c="dimmed">The school year has no terms yet.</Text>
      ) : answer.data && termID ? (
        <PublicationsTable answer={answer.data} termID={termID} termName={termName} />
      ) : (
        <LoadState label="Loading publications" query={termID === null ? year : answer} failedText="The publications could not be loaded." />
      )}
    </ScreenSection>
  );
}
