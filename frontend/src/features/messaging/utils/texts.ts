/** SPEC §5's conversation search texts, word for word. */
export const SEARCH_TEXTS = {
  tooShort: 'Search term must be atleast 3 characters long',
  noTeacher: 'No teacher found. Please refine your search.',
  noStudent: 'No student found. Please refine your search.',
} as const;
