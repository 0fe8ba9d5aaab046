import { lazyNamed } from '@/lib/lazy-named';

/**
 * 'Classwork' of the teacher portal: the classwork of the classes taught, posted, changed and
 * deleted there, with files attached and removed. It brings the rich-text editor, so it loads
 * only when it opens.
 */
export const ClassworkScreen = lazyNamed(() => import('./components/classwork-screen'), 'ClassworkScreen');
/**
 * A piece of the teacher's classwork with its class's work: the counts, each student's work,
 * score and comment, and the work returned. Loads when it opens, without the rich-text editor.
 */
export const ClassworkReviewScreen = lazyNamed(() => import('./components/classwork-review-screen'), 'ClassworkReviewScreen');
/** 'Classwork' of the student portal: what is to do, missing and done, and the student's work on each. */
export const MyClassworkScreen = lazyNamed(() => import('./components/my-classwork-screen'), 'MyClassworkScreen');
/** The student's Home card: classwork due this week and how much is missing. */
export { ClassworkHomeCard } from './components/classwork-home-card';
/** Guardian portal › Classwork: the chosen child's classwork, missing, to do and done, with the child's work, read only. */
export const ChildClassworkScreen = lazyNamed(() => import('./components/child-classwork-screen'), 'ChildClassworkScreen');
/** The guardian's Home card: the chosen child's classwork due this week and what is missing. */
export { ChildClassworkHomeCard } from './components/classwork-home-card';
/**
 * 'Announcements' of the teacher portal: a class the teacher advises or teaches (kept in the
 * address, `?section=`), a new announcement to its students, guardians or both, with files, and
 * the class's stream. It brings the rich-text editor, so it loads only when it opens.
 */
export const AnnouncementsScreen = lazyNamed(() => import('./components/announcements-screen'), 'AnnouncementsScreen');
/**
 * 'Class stream' of the student and guardian portals: the announcements to the student's (or the
 * chosen child's) section, newest first, each with 'Reply', which messages its teacher.
 */
export const ClassStreamScreen = lazyNamed(() => import('./components/announcements-stream'), 'ClassStreamScreen');
/** A class stream alone (no heading): the teachers' announcements, newest first, with 'Reply' when given `reply`. */
export const ClassStream = lazyNamed(() => import('./components/announcements-stream'), 'ClassStream');
/** While signed in: class streams and classwork lists follow the notifications pushed about them. */
export { useClassworkLive } from './hooks/use-classwork-live';
