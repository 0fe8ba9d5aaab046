import { childGradesKey } from '@/lib/query-keys';

/**
 * Query keys of grades. A saved score changes its gradebook (set from the answer) and the
 * adviser's section grid; submitting, publishing and unlocking change every gradebook and grid
 * of the term; a scheme changes every unpublished grade.
 */
export const gradesKeys = {
  all: ['grades'] as const,
  mySubjects: () => [...gradesKeys.all, 'my-subjects'] as const,
  gradebooks: () => [...gradesKeys.all, 'gradebook'] as const,
  gradebook: (subjectID: string, termID: string) => [...gradesKeys.gradebooks(), subjectID, termID] as const,
  sections: () => [...gradesKeys.all, 'section'] as const,
  section: (sectionID: string, termID: string | null) => [...gradesKeys.sections(), sectionID, termID] as const,
  publications: (termID: string | null) => [...gradesKeys.all, 'publications', termID] as const,
  schemes: () => [...gradesKeys.all, 'schemes'] as const,
  settings: () => [...gradesKeys.all, 'settings'] as const,
  jobs: () => [...gradesKeys.all, 'report-card-jobs'] as const,
  mine: () => [...gradesKeys.all, 'mine'] as const,
  /** A guardian's child's published grades. */
  child: childGradesKey,
  reportCard: (studentID: string, yearID: string) => [...gradesKeys.all, 'report-card', studentID, yearID] as const,
};
