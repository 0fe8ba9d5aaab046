import { lazyNamed } from '@/lib/lazy-named';

export const NewslettersScreen = lazyNamed(() => import('./components/newsletters-screen'), 'NewslettersScreen');
export const NewslettersReadingScreen = lazyNamed(() => import('./components/newsletters-reading-screen'), 'NewslettersReadingScreen');
