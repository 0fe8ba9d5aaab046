import { lazyNamed } from '@/lib/lazy-named';

/**
 * 'Classwork' of the teacher portal: the classwork of the classes taught, posted, changed and
 * deleted there, with files attached and removed. It brings the rich-text editor, so it loads
 * only when it opens.
 */
export const ClassworkScreen = lazyNamed(() => import('./components/classwork-screen'), 'ClassworkScreen');
/** 'Classwork' of the student portal: what is to do and what is missing. */
export const MyClassworkScreen = lazyNamed(() => import('./components/my-classwork-screen'), 'MyClassworkScreen');
/** The student's Home card: classwork due this week and how much is missing. */
export { ClassworkHomeCard } from './components/classwork-home-card';
