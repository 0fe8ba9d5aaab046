export { CreateNewsScreen } from './components/create-news-screen';
export { NewsUpdatesScreen } from './components/news-updates-screen';
export { NewsFeedScreen } from './components/news-feed-screen';
