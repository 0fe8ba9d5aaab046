export { CreateTeacherScreen } from './components/create-teacher-screen';
export { TeachersScreen } from './components/teachers-screen';
