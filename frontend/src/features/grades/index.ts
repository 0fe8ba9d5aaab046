import { lazyNamed } from '@/lib/lazy-named';

/** Teacher portal › Grades: a subject's gradebook of a term. */
export const GradebookScreen = lazyNamed(() => import('./components/gradebook-screen'), 'GradebookScreen');
/** Teacher portal › Advisory grades: the advised section across subjects, with comments. */
export const AdvisoryGradesScreen = lazyNamed(() => import('./components/advisory-grades-screen'), 'AdvisoryGradesScreen');
/** Student portal › Grades: the student's published grades. */
export const MyGradesScreen = lazyNamed(() => import('./components/my-grades-screen'), 'MyGradesScreen');
/** Guardian portal › Grades: the chosen child's published grades. */
export const ChildGradesScreen = lazyNamed(() => import('./components/my-grades-screen'), 'ChildGradesScreen');
/** The printable report card (School Form 9) of a student and a school year. */
export const ReportCardPage = lazyNamed(() => import('./components/report-card-page'), 'ReportCardPage');
/** Admin › Grades: publishing, the grading schemes, and the report cards. */
export const PublicationsScreen = lazyNamed(() => import('./components/publications-screen'), 'PublicationsScreen');
export const SchemesScreen = lazyNamed(() => import('./components/schemes-screen'), 'SchemesScreen');
export const ReportCardsScreen = lazyNamed(() => import('./components/report-cards-screen'), 'ReportCardsScreen');
