import { lazyNamed } from '@/lib/lazy-named';

export const CreateNewsScreen = lazyNamed(() => import('./components/create-news-screen'), 'CreateNewsScreen');
export const NewsUpdatesScreen = lazyNamed(() => import('./components/news-updates-screen'), 'NewsUpdatesScreen');
export const NewsFeedScreen = lazyNamed(() => import('./components/news-feed-screen'), 'NewsFeedScreen');
