import { lazyNamed } from '@/lib/lazy-named';

export const ClassesScreen = lazyNamed(() => import('./components/classes-screen'), 'ClassesScreen');
export const CreateClassScreen = lazyNamed(() => import('./components/create-class-screen'), 'CreateClassScreen');
export const ClassListPage = lazyNamed(() => import('./components/class-list-page'), 'ClassListPage');
