/** Query keys of the teacher portal; attaching or deleting a file marks the owner's key stale. */
export const teacherPortalKeys = {
  all: ['teacher-portal'] as const,
  subjects: () => [...teacherPortalKeys.all, 'subjects'] as const,
  subject: (subjectId: string) => [...teacherPortalKeys.all, 'subject', subjectId] as const,
  section: (sectionId: string) => [...teacherPortalKeys.all, 'section', sectionId] as const,
  /** The Home of a day: its registers, the term's gradebooks, the advisory marks, unread messages. */
  home: (date: string) => [...teacherPortalKeys.all, 'home', date] as const,
};
