import type { FormErrors } from '@mantine/form';
import type { Assignment, ClassworkContent } from '../types';
import { categoryOf, gradebookChoiceOf, type GradebookChoice } from './labels';
import { instantOf, localInputOf } from './times';

/** The classwork form's values: times as the `datetime-local` fields hold them (the browser's time). */
export interface ClassworkValues {
  /** The classes (subjects) to post to; not asked when editing one piece. */
  subjectIDs: string[];
  title: string;
  instructions: string;
  /** What the number field holds: a number, or '' while empty. */
  points: number | string;
  dueAt: string;
  /** '' to show it now. */
  appearsAt: string;
  lateAccepted: boolean;
  category: GradebookChoice;
}

/** The server's rules, checked before sending too. */
export const MAX_TITLE = 100;
export const MAX_POINTS = 1000;
export const CLASSWORK_MESSAGES = {
  classes: 'Choose at least one class.',
  title: 'Enter the title.',
  titleLength: `Use at most ${MAX_TITLE} characters.`,
  instructions: 'Write the instructions.',
  points: `Enter whole points from 1 to ${MAX_POINTS}.`,
  due: 'Choose a due date and time.',
  dueAfterShown: 'Choose a due time after the students first see it.',
} as const;

/** The fields the server names in `errors`, as the form names them too. */
export const CLASSWORK_FIELDS = [
  'subjectIDs',
  'title',
  'instructions',
  'points',
  'dueAt',
  'appearsAt',
  'lateAccepted',
  'category',
] as const;

/** A new piece: 100 points, shown now, late work accepted, not graded. */
export function blankClasswork(): ClassworkValues {
  return {
    subjectIDs: [],
    title: '',
    instructions: '',
    points: 100,
    dueAt: '',
    appearsAt: '',
    lateAccepted: true,
    category: 'none',
  };
}

/** The form of a piece being edited, its times in the browser's. */
export function classworkValuesOf(assignment: Assignment): ClassworkValues {
  return {
    subjectIDs: [assignment.subjectID],
    title: assignment.title,
    instructions: assignment.instructions,
    points: assignment.points,
    dueAt: localInputOf(assignment.dueAt),
    appearsAt: localInputOf(assignment.appearsAt),
    lateAccepted: assignment.lateAccepted,
    category: gradebookChoiceOf(assignment.category),
  };
}

/**
 * The form's broken rules, each beside its field; `posting` asks for the classes too. A due
 * time must follow when the students first see it (now, when that is left empty).
 */
export function classworkErrors(values: ClassworkValues, posting: boolean, now: number = Date.now()): FormErrors {
  const errors: FormErrors = {};
  if (posting && values.subjectIDs.length === 0) errors.subjectIDs = CLASSWORK_MESSAGES.classes;
  const title = values.title.trim();
  if (title === '') errors.title = CLASSWORK_MESSAGES.title;
  else if ([...title].length > MAX_TITLE) errors.title = CLASSWORK_MESSAGES.titleLength;
  if (values.instructions === '') errors.instructions = CLASSWORK_MESSAGES.instructions;
  const points = values.points;
  if (typeof points !== 'number' || !Number.isInteger(points) || points < 1 || points > MAX_POINTS) {
    errors.points = CLASSWORK_MESSAGES.points;
  }
  if (values.dueAt === '') {
    errors.dueAt = CLASSWORK_MESSAGES.due;
  } else {
    const shown = values.appearsAt === '' ? now : new Date(values.appearsAt).getTime();
    if (new Date(values.dueAt).getTime() <= shown) errors.dueAt = CLASSWORK_MESSAGES.dueAfterShown;
  }
  return errors;
}

/** What the post and update calls send of checked values: RFC 3339 instants, the category's key. */
export function classworkContent(values: ClassworkValues): ClassworkContent {
  return {
    title: values.title.trim(),
    instructions: values.instructions,
    points: Number(values.points),
    dueAt: instantOf(values.dueAt),
    lateAccepted: values.lateAccepted,
    category: categoryOf(values.category),
    appearsAt: instantOf(values.appearsAt),
  };
}
