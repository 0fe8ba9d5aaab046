import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUpdateSection } from '../api/update-section';
import { showServerErrors } from '@/lib/server-errors';
import { WIZARD_FIELD_MESSAGES as M } from '../hooks/use-named-form';
import type { SectionDetail } from '../types';
import { CLASS_TEXTS } from '../utils/texts';
import { TeacherSelect } from './teacher-select';

interface SectionFormValues {
  section: string;
  adviser: string | null;
}

export interface SectionFormProps {
  /** Mount with `key={section._id}`: the form starts from the section's values. */
  section: SectionDetail;
}

/** The edit-section form: name and adviser, both required, saved together. */
export function SectionForm({ section }: SectionFormProps) {
  const adviser = section.adviser ? { _id: section.adviser, full_name: section.adviserName ?? '' } : null;
  const form = useForm<SectionFormValues>({
    initialValues: { section: section.section, adviser: section.adviser },
    validate: {
      section: (value) => (value.trim() ? null : M.sectionName),
      adviser: (value) => (value ? null : M.adviser),
    },
  });
  const updateSection = useUpdateSection({
    onSuccess: () => window.alert(CLASS_TEXTS.sectionUpdated),
    onError: (error) => showServerErrors(form, error, { section: 'section', adviser: 'adviser' }),
  });

  const submit = ({ section: name, adviser }: SectionFormValues) =>
    updateSection.mutate({ sectionID: section._id, section: name.trim(), adviser: adviser ?? '' });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Section name" required autoComplete="off" {...form.getInputProps('section')} />
          <TeacherSelect label="Adviser" required initial={adviser} {...form.getInputProps('adviser')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={updateSection.isPending}>
            Save section
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
