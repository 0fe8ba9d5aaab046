/** The conversation search's messages: fixed texts, kept word for word ('atleast' included). */
export const SEARCH_TEXTS = {
  tooShort: 'Search term must be atleast 3 characters long',
  noTeacher: 'No teacher found. Please refine your search.',
  noStudent: 'No student found. Please refine your search.',
} as const;
