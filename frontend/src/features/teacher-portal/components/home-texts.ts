/** What the teacher's Home says when a card has nothing to show. */
export const TEACHER_HOME_TEXTS = {
  allSubmitted: 'All gradebooks submitted',
  noGradebooks: 'No gradebooks this term.',
  noTerm: 'No term is under way.',
  noAdvisoryMarks: 'Everyone in your advisory class is present today.',
  noUnread: 'No unread messages.',
} as const;
