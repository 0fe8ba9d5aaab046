export { NewslettersScreen } from './components/newsletters-screen';
