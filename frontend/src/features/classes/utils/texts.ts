/**
 * The alerts and confirmations of the classes screens. They are fixed texts, kept word for word
 * (capitals and spelling included), except `noTeachersYet` and `confirmMoveStudents`, our own.
 */
export const CLASS_TEXTS = {
  noTeachersYet: 'No teachers yet. Create a teacher account first.',
  subjectExists: 'Subject already Exists for this Section!',
  sectionUpdated: 'Section updated successfully!',
  teacherSet: 'Set teacher successfully!',
  confirmDelete: 'Are you sure you want to delete?',
  confirmContinue: 'ARE YOU SURE YOU WANT TO CONTINUE?',
  confirmDeleteClasses: (categories: string[]) =>
    `EVERY LEVELS, SECTIONS, SUBJECTS AND SCHEDULES WILL ALSO BE DELETED OF ${categories.join(', ')}`,
  confirmRemoveSubject: (sectionName: string) => `Are you sure you want to remove this subject from ${sectionName}?`,
  confirmRemoveStudent: (sectionName: string) => `Are you sure you want to remove this student from ${sectionName}?`,
  confirmMoveStudents: (count: number, from: string, to: string) =>
    `Move ${count === 1 ? '1 student' : `${count} students`} of ${from} to ${to}?`,
  confirmRemoveSchedule: (subjectName: string) =>
    `Are you sure you want to remove this schedule from ${subjectName}?`,
} as const;
