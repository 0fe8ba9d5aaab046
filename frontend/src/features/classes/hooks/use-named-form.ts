import { useForm, type UseFormReturnType } from '@mantine/form';

/** A new category, level or section: its name and, for a section, the adviser's id. */
export interface NamedFormValues {
  name: string;
  adviser: string | null;
}

export type NamedForm = UseFormReturnType<NamedFormValues>;

/** The wizard's required-field messages (every field of it is required), worded as the server words them. */
export const WIZARD_FIELD_MESSAGES = {
  category: 'Choose a category.',
  level: 'Choose a level.',
  section: 'Choose a section.',
  categoryName: 'Enter the category name.',
  levelName: 'Enter the level name.',
  sectionName: 'Enter the section name.',
  subjectName: 'Enter the subject name.',
  adviser: 'Choose an adviser.',
  teacher: 'Choose a teacher.',
} as const;

export interface NamedFormOptions {
  /** Message when the name is blank. */
  nameRequired: string;
  /** A new section needs its adviser chosen from the teachers. */
  withAdviser?: boolean;
}

export function useNamedForm({ nameRequired, withAdviser = false }: NamedFormOptions): NamedForm {
  return useForm<NamedFormValues>({
    initialValues: { name: '', adviser: null },
    validate: {
      name: (value) => (value.trim() ? null : nameRequired),
      adviser: (value) => (withAdviser && !value ? WIZARD_FIELD_MESSAGES.adviser : null),
    },
  });
}
