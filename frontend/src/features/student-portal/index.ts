export { StudentShell } from './components/student-shell';
