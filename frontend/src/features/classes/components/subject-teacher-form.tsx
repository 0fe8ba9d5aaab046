import { Button, Group } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUpdateSubjectTeacher } from '../api/update-subject-teacher';
import { showServerErrors } from '@/lib/server-errors';
import { WIZARD_FIELD_MESSAGES as M } from '../hooks/use-named-form';
import type { Subject } from '../types';
import { CLASS_TEXTS } from '../utils/texts';
import { TeacherSelect } from './teacher-select';

export interface SubjectTeacherFormProps {
  /** Mount with `key={subject._id}`: the Select starts at the subject's teacher. */
  subject: Subject;
}

/** The subject panel's "Teacher" Select and "Set teacher". */
export function SubjectTeacherForm({ subject }: SubjectTeacherFormProps) {
  const teacher = subject.teacher ? { _id: subject.teacher, full_name: subject.teacherName ?? '' } : null;
  const form = useForm<{ teacher: string | null }>({
    initialValues: { teacher: subject.teacher },
    validate: { teacher: (value) => (value ? null : M.teacher) },
  });
  const updateTeacher = useUpdateSubjectTeacher({
    onSuccess: () => window.alert(CLASS_TEXTS.teacherSet),
    onError: (error) => showServerErrors(form, error, { teacher: 'teacher' }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ teacher }) => updateTeacher.mutate({ teacher: teacher ?? '', subjectID: subject._id }))}
    >
      <Group align="flex-end" gap="sm">
        <TeacherSelect label="Teacher" required flex={1} initial={teacher} {...form.getInputProps('teacher')} />
        <Button type="submit" loading={updateTeacher.isPending}>
          Set teacher
        </Button>
      </Group>
    </form>
  );
}
