import { lazyNamed } from '@/lib/lazy-named';

/** Admin › Fees: the schedules, assessment, the learners' accounts, the reports and the settings. */
export const FeeSchedulesScreen = lazyNamed(() => import('./components/fee-schedules-screen'), 'FeeSchedulesScreen');
export const AssessFeesScreen = lazyNamed(() => import('./components/assess-fees-screen'), 'AssessFeesScreen');
export const LearnerAccountsScreen = lazyNamed(() => import('./components/learner-accounts-screen'), 'LearnerAccountsScreen');
export const MyCollectionsScreen = lazyNamed(() => import('./components/my-collections-screen'), 'MyCollectionsScreen');
export const FeeReportsScreen = lazyNamed(() => import('./components/fee-reports-screen'), 'FeeReportsScreen');
export const FeeSettingsScreen = lazyNamed(() => import('./components/fee-settings-screen'), 'FeeSettingsScreen');
/** Guardian portal › Fees: the chosen child's account of the current year, and the reminders sent about it. */
export const ChildFeesScreen = lazyNamed(() => import('./components/child-fees-screen'), 'ChildFeesScreen');
/** Student portal › Fees: the student's own account of the current year, while the school shows it. */
export const OwnFeesScreen = lazyNamed(() => import('./components/own-fees-screen'), 'OwnFeesScreen');
/** Lists the student portal's 'Fees' only while the school shows students their fees. */
export { WhileStudentsSeeFees } from './components/while-students-see-fees';
