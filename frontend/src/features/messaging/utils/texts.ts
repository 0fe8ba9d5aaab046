/** The conversation search's messages: fixed texts, kept word for word ('atleast' included). */
export const SEARCH_TEXTS = {
  tooShort: 'Search term must be atleast 3 characters long',
  noTeacher: 'No teacher found. Please refine your search.',
  noStudent: 'No student found. Please refine your search.',
} as const;

/** The search box of each role: its name, its hint, who it finds, and what an empty search says. */
export const SEARCH_BOX = {
  student: { label: 'Search teachers', placeholder: 'Search a teacher', who: 'a teacher', none: SEARCH_TEXTS.noTeacher },
  teacher: {
    label: 'Search students and guardians',
    placeholder: 'Search a student or guardian',
    who: 'a student or a guardian',
    none: SEARCH_TEXTS.noStudent,
  },
  guardian: {
    label: 'Search teachers',
    placeholder: "Search your child's teachers",
    who: "your child's teacher",
    none: SEARCH_TEXTS.noTeacher,
  },
} as const;

/** "Guardian of Juan Dela Cruz", "Guardian of Ana Cruz and Ben Cruz", "Guardian of A, B and C". */
export function guardianOfText(children: readonly { full_name: string }[]): string {
  const names = children.map((child) => child.full_name);
  if (names.length <= 1) return `Guardian of ${names[0] ?? 'a student'}`;
  return `Guardian of ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The line under a person's name: who a guardian is the guardian of; nothing for others. */
export function personDetail(person: { role?: 'guardian'; guardianOf?: readonly { full_name: string }[] }): string | null {
  return person.role === 'guardian' ? guardianOfText(person.guardianOf ?? []) : null;
}
