export { NewslettersScreen } from './components/newsletters-screen';
export { NewslettersReadingScreen } from './components/newsletters-reading-screen';
