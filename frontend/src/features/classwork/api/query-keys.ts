/**
 * Query keys of classwork. Posting, changing or deleting a piece marks the teacher's list stale;
 * the student's list is fetched afresh each time it shows (classwork appears and falls due with time).
 */
export const classworkKeys = {
  all: ['classwork'] as const,
  teacher: () => [...classworkKeys.all, 'teacher'] as const,
  student: () => [...classworkKeys.all, 'student'] as const,
};
