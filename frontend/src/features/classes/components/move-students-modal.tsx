import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { StudentSearchField } from '@/components/ui/student-search-field';
import { TablePagination } from '@/components/ui/table-pagination';
import { useStudentSearch } from '@/components/ui/use-student-search';
import { countOf } from '@/lib/count-of';
import { notifySuccess } from '@/lib/notify';
import { showServerErrors } from '@/lib/server-errors';
import { useCategories } from '@/lib/queries/categories';
import { useSections } from '../api/get-sections';
import { useMoveStudents } from '../api/section-membership';
import type { SectionDetail } from '../types';
import { CLASS_TEXTS } from '../utils/texts';

interface MoveValues {
  /** The ids of the students to move. */
  students: string[];
  levelId: string | null;
  /** The section they move into. */
  targetId: string | null;
}

export interface MoveStudentsModalProps {
  section: SectionDetail;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Move students' of 'Edit section': the year-end promotion. The section's students (all chosen
 * to begin with) move into a section of any level, together, after a confirmation.
 */
export function MoveStudentsModal({ section, opened, onClose }: MoveStudentsModalProps) {
  // A refusal is said under 'Move to section' until the next try, whatever is chosen meanwhile.
  const form = useForm<MoveValues>({
    initialValues: { students: section.students.map((student) => student._id), levelId: null, targetId: null },
    clearInputErrorOnChange: false,
  });
  const { students: chosen, levelId, targetId } = form.values;
  const setChosen = (students: string[]) => form.setFieldValue('students', students);
  const search = useStudentSearch(section.students);
  const categories = useCategories();
  const sections = useSections(levelId);
  const move = useMoveStudents({
    onSuccess: (moved) => {
      notifySuccess(moved.message);
      onClose();
    },
    // Whatever the refusal, its message is said under 'Move to section'.
    onError: (failure) =>
      showServerErrors(form, failure, [], { otherwise: (message) => form.setFieldError('targetId', message) }),
  });

  const levelOptions = (categories.data ?? []).map((category) => ({
    group: category.category,
    items: category.levels.map((level) => ({ value: level.levelID, label: level.level })),
  }));
  const sectionOptions = levelId
    ? (sections.data ?? [])
        .filter((other) => other._id !== section._id)
        .map((other) => ({ value: other._id, label: other.section }))
    : [];
  const target = sectionOptions.find((option) => option.value === targetId);
  const everyone = chosen.length === section.students.length;

  const submit = () => {
    form.clearErrors();
    if (!target || chosen.length === 0) return;
    if (window.confirm(CLASS_TEXTS.confirmMoveStudents(chosen.length, section.section, target.label))) {
      // Everyone chosen: the server moves the whole section, not a list of 2,000 ids.
      move.mutate(everyone ? { fromSectionID: section._id, sectionID: target.value } : { ids: chosen, sectionID: target.value });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Move students of ${section.section}`} size="lg">
      <Stack gap="md">
        <Checkbox
          label="All students of this section"
          checked={everyone}
          indeterminate={chosen.length > 0 && !everyone}
          onChange={() => setChosen(everyone ? [] : section.students.map((student) => student._id))}
        />
        <StudentSearchField value={search.query} onChange={search.setQuery} />
        {/* Only the page is drawn, but choosing covers the whole section: the hidden stay chosen. */}
        <Checkbox.Group value={chosen} onChange={setChosen} label="Students to move">
          <Stack gap={6} mt="xs">
            {search.matching.length === 0 && (
              <Text c="dimmed" size="sm">
                No students match this search.
              </Text>
            )}
            {search.shown.map((student) => (
              <Checkbox key={student._id} value={student._id} label={`${student.full_name} (${student.email})`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TablePagination page={search.page} totalPages={search.totalPages} onChange={search.setPage} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Level"
            placeholder={categories.isPending ? 'Loading levels…' : 'Choose a level'}
            data={levelOptions}
            value={levelId}
            onChange={(value) => form.setValues({ levelId: value, targetId: null })}
            searchable
            nothingFoundMessage="No such level"
          />
          <Select
            label="Move to section"
            placeholder={levelId ? 'Choose a section' : 'Choose a level first'}
            data={sectionOptions}
            value={targetId}
            onChange={(value) => form.setFieldValue('targetId', value)}
            disabled={!levelId}
            nothingFoundMessage="This level has no other section"
            error={form.errors.targetId}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {countOf(chosen.length, 'student')} chosen
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} loading={move.isPending} disabled={!target || chosen.length === 0}>
              Move students
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
