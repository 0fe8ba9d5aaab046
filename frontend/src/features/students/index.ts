export { CreateStudentScreen } from './components/create-student-screen';
export { StudentsScreen } from './components/students-screen';
