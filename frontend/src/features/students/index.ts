import { lazyNamed } from '@/lib/lazy-named';

export const CreateStudentScreen = lazyNamed(() => import('./components/create-student-screen'), 'CreateStudentScreen');
export const StudentsScreen = lazyNamed(() => import('./components/students-screen'), 'StudentsScreen');
