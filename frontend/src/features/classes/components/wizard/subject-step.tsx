import { useCreateSubject } from '../../api/create-subject';
import { showSubjectErrors, useSubjectForm } from '../../hooks/use-subject-form';
import type { Chosen } from '../../types';
import { SubjectFields } from '../subject-fields';

export interface SubjectStepProps {
  section: Chosen;
  onCreated: (subject: Chosen) => void;
}

/** Step 3: a new subject of the chosen section, with its teacher. */
export function SubjectStep({ section, onCreated }: SubjectStepProps) {
  const form = useSubjectForm();
  const createSubject = useCreateSubject({
    onSuccess: (created) => onCreated({ id: created._id, name: created.subject }),
    onError: (error) => showSubjectErrors(form, error, { subject: 'subject', teacher: 'teacher' }),
  });

  return (
    <SubjectFields
      form={form}
      submitLabel="Create subject"
      submitting={createSubject.isPending}
      onSubmit={({ subject, teacher }) =>
        createSubject.mutate({ subject: subject.trim(), section: section.id, teacher: teacher ?? '' })
      }
    />
  );
}
