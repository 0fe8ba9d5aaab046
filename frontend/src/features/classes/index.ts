import { lazyNamed } from '@/lib/lazy-named';

export const ClassesScreen = lazyNamed(() => import('./components/classes-screen'), 'ClassesScreen');
export const CreateClassScreen = lazyNamed(() => import('./components/create-class-screen'), 'CreateClassScreen');
