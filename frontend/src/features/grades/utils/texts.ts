/** The contract's texts, shown as the server words them. */
export const PUBLISHED_LOCK = 'These grades are published; ask an administrator to unlock them.';
export const SUBMITTED_LOCK = 'These grades are submitted; withdraw them to make changes.';

/** "Mathematics · Grade 7 - Rizal" */
export const subjectLabel = (subject: { name: string; level: string; section: string }) =>
  `${subject.name} · ${subject.level} - ${subject.section}`;

/** "2 changes" */
export const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;
