import { lazyNamed } from '@/lib/lazy-named';

export const AdministratorsScreen = lazyNamed(
  () => import('./components/administrators-screen'),
  'AdministratorsScreen',
);
