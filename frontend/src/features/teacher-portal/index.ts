export { TeacherShell } from './components/teacher-shell';
