import { lazyNamed } from '@/lib/lazy-named';

export const CreateTeacherScreen = lazyNamed(() => import('./components/create-teacher-screen'), 'CreateTeacherScreen');
export const TeachersScreen = lazyNamed(() => import('./components/teachers-screen'), 'TeachersScreen');
