import { lazyNamed } from '@/lib/lazy-named';

export const GuardiansScreen = lazyNamed(() => import('./components/guardians-screen'), 'GuardiansScreen');
export const CreateGuardianScreen = lazyNamed(() => import('./components/create-guardian-screen'), 'CreateGuardianScreen');
export const StudentsWithoutGuardianScreen = lazyNamed(
  () => import('./components/students-without-guardian-screen'),
  'StudentsWithoutGuardianScreen',
);
/** 'Create guardian account' from one student's guardian block (the students' details panel uses it through the admin shell). */
export const CreateFromStudentButton = lazyNamed(
  () => import('./components/create-from-student-button'),
  'CreateFromStudentButton',
);
