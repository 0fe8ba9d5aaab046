import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminArea, StudentArea, TeacherArea } from './routes/areas';

/** SPEC §2: /admin, /teacher, and every other path (/, /student, …) is the student portal. */
export const routes: RouteObject[] = [
  { path: '/admin', element: <AdminArea /> },
  { path: '/teacher', element: <TeacherArea /> },
  { path: '*', element: <StudentArea /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
