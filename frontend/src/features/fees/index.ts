import { lazyNamed } from '@/lib/lazy-named';

/** Admin › Fees: the schedules, assessment, the learners' accounts and the reports. */
export const FeeSchedulesScreen = lazyNamed(() => import('./components/fee-schedules-screen'), 'FeeSchedulesScreen');
export const AssessFeesScreen = lazyNamed(() => import('./components/assess-fees-screen'), 'AssessFeesScreen');
export const LearnerAccountsScreen = lazyNamed(() => import('./components/learner-accounts-screen'), 'LearnerAccountsScreen');
export const MyCollectionsScreen = lazyNamed(() => import('./components/my-collections-screen'), 'MyCollectionsScreen');
export const FeeReportsScreen = lazyNamed(() => import('./components/fee-reports-screen'), 'FeeReportsScreen');
/** Guardian portal › Fees: the chosen child's account of the current year. */
export const ChildFeesScreen = lazyNamed(() => import('./components/child-fees-screen'), 'ChildFeesScreen');
