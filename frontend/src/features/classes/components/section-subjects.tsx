import { ActionIcon, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useAddSubjectToSection } from '../api/add-subject-section';
import { useRemoveSubject } from '../api/remove-subject';
import { showSubjectErrors, useSubjectForm } from '../hooks/use-subject-form';
import type { SectionDetail } from '../types';
import { CLASS_TEXTS } from '../utils/texts';
import { SubjectDrawer } from './subject-drawer';
import { SubjectFields } from './subject-fields';

export interface SectionSubjectsProps {
  section: SectionDetail;
}

/** "Add subject" form: mounted fresh each time it opens, closed once the subject is added. */
function AddSubjectForm({ section, onDone }: SectionSubjectsProps & { onDone: () => void }) {
  const form = useSubjectForm();
  const addSubject = useAddSubjectToSection({
    onSuccess: onDone,
    onError: (error) => showSubjectErrors(form, error, { subjectName: 'subject', subjectTeacher: 'teacher' }),
  });
  return (
    <Paper withBorder radius="md" p="md">
      <SubjectFields
        form={form}
        submitLabel="Add subject"
        submitting={addSubject.isPending}
        onSubmit={({ subject, teacher }) =>
          addSubject.mutate({ subjectName: subject.trim(), subjectTeacher: teacher ?? '', sectionID: section._id })
        }
        extraActions={
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        }
      />
    </Paper>
  );
}

/** The section's subjects with their teachers: add, edit (in the subject panel) and remove. */
export function SectionSubjects({ section }: SectionSubjectsProps) {
  const [adding, setAdding] = useState(false);
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const removeSubject = useRemoveSubject();

  const confirmRemove = (id: string) => {
    if (window.confirm(CLASS_TEXTS.confirmRemoveSubject(section.section))) removeSubject.mutate(id);
  };
  const openPanel = (id: string) => {
    setSubjectId(id);
    setPanelOpen(true);
  };

  const columns: DataTableColumn<SectionDetail['subjects'][number]>[] = [
    { key: 'subject', header: 'Subject', cell: (subject) => subject.subject },
    { key: 'teacher', header: 'Teacher', cell: (subject) => subject.teacherName ?? 'None' },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (subject) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <ActionIcon variant="subtle" aria-label={`Edit ${subject.subject}`} onClick={() => openPanel(subject._id)}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${subject.subject}`}
            loading={removeSubject.isPending && removeSubject.variables === subject._id}
            onClick={() => confirmRemove(subject._id)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>Subjects</Title>
        {!adding && (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Add subject
          </Button>
        )}
      </Group>
      {adding && <AddSubjectForm section={section} onDone={() => setAdding(false)} />}
      <DataTable
        label={`Subjects of ${section.section}`}
        columns={columns}
        rows={section.subjects}
        rowKey={(subject) => subject._id}
        emptyText="No subjects yet."
      />
      <SubjectDrawer
        subjectId={subjectId}
        sectionName={`${section.levelName} - ${section.section}`}
        opened={panelOpen}
        onClose={() => setPanelOpen(false)}
      />
    </Stack>
  );
}
