export { ClassesScreen } from './components/classes-screen';
export { CreateClassScreen } from './components/create-class-screen';
