import { countOf } from '@/lib/count-of';
import type { Assignment, Audience, GradebookCategory } from '../types';

/** The 'Gradebook' choices; 'none' stands for '' (not graded), which a select cannot hold. */
export const GRADEBOOK_CHOICES = [
  { value: 'none', label: 'Not graded' },
  { value: 'WW', label: 'Written Works' },
  { value: 'PT', label: 'Performance Tasks' },
] as const;

export type GradebookChoice = (typeof GRADEBOOK_CHOICES)[number]['value'];

/** The category a 'Gradebook' choice sends. */
export function categoryOf(choice: GradebookChoice): GradebookCategory {
  return choice === 'none' ? '' : choice;
}

/** The 'Gradebook' choice of a piece's category. */
export function gradebookChoiceOf(category: string | null): GradebookChoice {
  return category === 'WW' || category === 'PT' ? category : 'none';
}

/** What a piece counts as: 'Written Works', 'Performance Tasks' or 'Not graded'. */
export function gradedAs(category: string | null): string {
  return GRADEBOOK_CHOICES.find((choice) => choice.value === gradebookChoiceOf(category))?.label ?? 'Not graded';
}

/** The class a piece is posted to, as the class picker names it: `Mathematics · Grade 7 - Rizal`. */
export function classOf(assignment: Assignment): string {
  return `${assignment.subject} · ${assignment.level} - ${assignment.section}`;
}

/** `10 points`, `1 point`. */
export function pointsText(points: number): string {
  return countOf(points, 'point');
}

/** The 'Send to' choices of a new announcement. */
export const AUDIENCE_CHOICES: readonly { value: Audience; label: string }[] = [
  { value: 'students', label: 'Students' },
  { value: 'guardians', label: 'Guardians' },
  { value: 'both', label: 'Students and guardians' },
];

const AUDIENCE_TEXTS: Record<Audience, string> = {
  students: 'To students',
  guardians: 'To guardians',
  both: 'To students and guardians',
};

/** Whom an announcement went to: 'To students', 'To guardians' or 'To students and guardians'. */
export function audienceText(audience: string): string {
  return AUDIENCE_TEXTS[audience as Audience] ?? `To ${audience}`;
}
