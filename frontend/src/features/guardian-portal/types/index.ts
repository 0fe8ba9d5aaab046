/** Answers of the guardian portal's calls, built from the entities of `@/types/api`. */

/**
 * One of the signed-in guardian's children (`GET /api/guardians/children`); the placement
 * fields are null while the student has no section.
 */
export interface Child {
  _id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  full_name: string;
  /** Stored image path, or null when the student has no photo. */
  image: string | null;
  /** This guardian to this child ('Mother', 'Guardian', …). */
  relationship: string;
  categoryID: string | null;
  category: string | null;
  levelID: string | null;
  level: string | null;
  sectionID: string | null;
  section: string | null;
}

/** `GET /api/guardians/children` answer: the linked children by last then first name. */
export interface ChildrenAnswer {
  children: Child[];
}
