import { useForm, type UseFormReturnType } from '@mantine/form';
import { isApiError } from '@/lib/api-error';
import { showServerErrors } from '@/lib/server-errors';
import { CLASS_TEXTS } from '../utils/texts';
import { WIZARD_FIELD_MESSAGES as M } from './use-named-form';

/** A new subject: its name and the id of the teacher who teaches it, both required. */
export interface SubjectFormValues {
  subject: string;
  teacher: string | null;
}

export type SubjectForm = UseFormReturnType<SubjectFormValues>;

export function useSubjectForm(): SubjectForm {
  return useForm<SubjectFormValues>({
    initialValues: { subject: '', teacher: null },
    validate: {
      subject: (value) => (value.trim() ? null : M.subjectName),
      teacher: (value) => (value ? null : M.teacher),
    },
  });
}

/** A 409 on a subject name: the section already has that subject (told by an alert, not beside the field). */
function isDuplicateSubject(error: Error): boolean {
  return isApiError(error) && error.status === 409;
}

/**
 * A subject the section already has gets the alert 'Subject already Exists for this Section!';
 * other field errors go beside the fields. `fields` maps the call's field names (`subject` or
 * `subjectName`, …) to the form's.
 */
export function showSubjectErrors(form: SubjectForm, error: Error, fields: Record<string, string>): void {
  if (isDuplicateSubject(error)) {
    window.alert(CLASS_TEXTS.subjectExists);
    return;
  }
  showServerErrors(form, error, fields);
}
