/** What the student's Home says before there is anything to show. */
export const STUDENT_HOME_TEXTS = {
  noGrades: 'No grades have been published yet.',
  noAttendance: 'No attendance recorded yet this term.',
} as const;
