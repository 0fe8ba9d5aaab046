import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import type { ClassTeacher } from '../types';

/** Options drawn at once: a school with thousands of teachers is searched by typing, not scrolled. */
export const TEACHER_OPTIONS_LIMIT = 100;

export interface TeacherSelectProps extends Omit<SelectProps, 'data' | 'searchable' | 'limit'> {
  teachers: ClassTeacher[];
}

/** Choosing a teacher (adviser or subject teacher) by name: searchable, drawing a bounded list. */
export function TeacherSelect({ teachers, placeholder = 'Choose a teacher', ...props }: TeacherSelectProps) {
  const data = useMemo(() => teachers.map((teacher) => ({ value: teacher._id, label: teacher.full_name })), [teachers]);
  return (
    <Select
      searchable
      limit={TEACHER_OPTIONS_LIMIT}
      nothingFoundMessage="No teacher by that name"
      placeholder={placeholder}
      data={data}
      {...props}
    />
  );
}
