import { useCreateSubject } from '../../api/create-subject';
import { useLevel } from '../../api/get-level';
import { showSubjectErrors, useSubjectForm } from '../../hooks/use-subject-form';
import type { Chosen } from '../../types';
import { SubjectFields } from '../subject-fields';
import { StepStatus } from './step-status';

export interface SubjectStepProps {
  level: Chosen;
  section: Chosen;
  onCreated: (subject: Chosen) => void;
}

/** Step 3: a new subject of the chosen section, with its teacher. */
export function SubjectStep({ level, section, onCreated }: SubjectStepProps) {
  // The level's answer carries the teachers; the section step has usually loaded it already.
  const overview = useLevel(level.id);
  const form = useSubjectForm();
  const createSubject = useCreateSubject({
    onSuccess: (created) => onCreated({ id: created._id, name: created.subject }),
    onError: (error) => showSubjectErrors(form, error, { subject: 'subject', teacher: 'teacher' }),
  });

  if (!overview.isSuccess) {
    return (
      <StepStatus
        loadingLabel="Loading teachers"
        isPending={overview.isPending}
        isError={overview.isError}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  return (
    <SubjectFields
      form={form}
      teachers={overview.data.teachers}
      submitLabel="Create subject"
      submitting={createSubject.isPending}
      onSubmit={({ subject, teacher }) =>
        createSubject.mutate({ subject: subject.trim(), section: section.id, teacher: teacher ?? '' })
      }
    />
  );
}
