import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowsRightLeft,
  IconFileExport,
  IconPrinter,
  IconUserPlus,
} from '@tabler/icons-react';
import { Suspense, useId, useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { NotFoundScreen } from '@/components/ui/not-found-screen';
import { PagedStudentRoster } from '@/components/ui/paged-student-roster';
import { useAdminNavigation } from '@/lib/admin-navigation';
import { namesNothing } from '@/lib/api-error';
import { useScreenAddress } from '@/lib/screen-address';
import { classListPagePath, exportSectionPath } from '../api/class-list';
import { useSection } from '../api/get-section';
import { useRemoveStudentFromSection } from '../api/section-membership';
import { useClassesView } from '../classes-view';
import type { SectionStudent } from '../types';
import { CLASS_TEXTS } from '../utils/texts';
import { AddStudentModal } from './add-student-modal';
import { MoveStudentsModal } from './move-students-modal';
import { SectionForm } from './section-form';
import { SectionSubjects } from './section-subjects';

export interface EditSectionScreenProps {
  levelId: string;
  sectionId: string;
}

/** Edit section: name and adviser, its students (add, move, remove) and its subjects. */
export function EditSectionScreen({ levelId, sectionId }: EditSectionScreenProps) {
  const headingId = useId();
  const details = useSection(sectionId);
  const { openLevel } = useClassesView();
  const { home } = useScreenAddress();
  const section = details.data?.section;
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState(false);
  const removeStudent = useRemoveStudentFromSection();
  const { RegisterActions } = useAdminNavigation();
  const confirmRemove = (student: SectionStudent) => {
    if (section && window.confirm(CLASS_TEXTS.confirmRemoveStudent(section.section))) {
      removeStudent.mutate({ studentID: student._id, sectionID: section._id });
    }
  };

  if (namesNothing(details.error)) return <NotFoundScreen home={home} />;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm" mih={36}>
        <Title order={2} id={headingId}>
          Edit section
        </Title>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => openLevel(levelId)}>
          Go back
        </Button>
      </Group>
      {!section ? (
        <LoadState label="Loading section" query={details} failedText="The section could not be loaded." />
      ) : (
        <>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">{`${section.levelName} › ${section.section}`}</Text>
              <SectionForm key={section._id} section={section} />
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Title order={3}>Students</Title>
                <Group gap="sm" wrap="wrap">
                  <Button
                    variant="default"
                    component="a"
                    href={classListPagePath(section._id)}
                    target="_blank"
                    leftSection={<IconPrinter size={16} />}
                  >
                    Print class list
                  </Button>
                  <Button
                    variant="default"
                    component="a"
                    href={exportSectionPath(section._id)}
                    download
                    leftSection={<IconFileExport size={16} />}
                  >
                    Export class list
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconArrowsRightLeft size={16} />}
                    onClick={() => setMoving(true)}
                    disabled={section.students.length === 0}
                  >
                    Move students
                  </Button>
                  <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setAdding(true)}>
                    Add student
                  </Button>
                </Group>
              </Group>
              <PagedStudentRoster
                withParent
                students={section.students}
                caption={`Students of ${section.section}`}
                onRemove={confirmRemove}
                removingId={removeStudent.isPending ? removeStudent.variables?.studentID : null}
              />
            </Stack>
            {adding && <AddStudentModal section={section} opened onClose={() => setAdding(false)} />}
            {moving && <MoveStudentsModal section={section} opened onClose={() => setMoving(false)} />}
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <SectionSubjects section={section} />
          </Paper>
          {RegisterActions && (
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Title order={3}>Daily register</Title>
                <Suspense fallback={null}>
                  <RegisterActions
                    place={{ kind: 'section', sectionID: section._id, name: `${section.levelName} - ${section.section}` }}
                  />
                </Suspense>
              </Stack>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
