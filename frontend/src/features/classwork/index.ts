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
