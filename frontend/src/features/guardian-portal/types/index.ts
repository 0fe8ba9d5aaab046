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

/**
 * A child marked absent or late, as told to the guardian (`GET /api/guardians/alerts`); its
 * `_id` is its notification's.
 */
export interface GuardianAlert {
  _id: string;
  guardianID: string;
  guardian: string;
  studentID: string;
  student: string;
  /** The register's day, `YYYY-MM-DD`. */
  date: string;
  code: 'absent' | 'late';
  /** The subject, or 'Daily register'. */
  register: string;
  createdAt: string;
  seen: boolean;
  seenAt: string | null;
  /** The guardian's one-line reply, which became the absence note of that day. */
  reply: string | null;
  excuseID: string | null;
  /** E-mailed again for not being seen in time. */
  resent: boolean;
}
