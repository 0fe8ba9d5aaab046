/**
 * Query keys of classwork. Posting, changing or deleting a piece marks the teacher's list stale;
 * the student's list is fetched afresh each time it shows (classwork appears and falls due with
 * time), and again after each change of the student's work (a file added or removed, turned in,
 * taken back). A piece's class work (the teacher's review) is fetched afresh each time it shows,
 * and replaced by the answer of each score saved or work returned. A guardian's child's list is
 * fetched afresh each time it shows. A class stream (a section's, the student's, a child's) is
 * fetched afresh each time it shows; posting an announcement marks its section's stale.
 */
export const classworkKeys = {
  all: ['classwork'] as const,
  teacher: () => [...classworkKeys.all, 'teacher'] as const,
  student: () => [...classworkKeys.all, 'student'] as const,
  child: (studentID: string) => [...classworkKeys.all, 'child', studentID] as const,
  work: (assignmentID: string) => [...classworkKeys.all, 'work', assignmentID] as const,
  announcements: () => [...classworkKeys.all, 'announcements'] as const,
  sectionStream: (sectionID: string) => [...classworkKeys.announcements(), 'section', sectionID] as const,
  studentStream: () => [...classworkKeys.announcements(), 'student'] as const,
  childStream: (studentID: string) => [...classworkKeys.announcements(), 'child', studentID] as const,
};
