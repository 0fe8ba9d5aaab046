import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminArea, StudentArea, TeacherArea } from './routes/areas';

/** /admin is the admin area, /teacher the teacher portal, and every other path (/, /student, …) the student portal. */
export const routes: RouteObject[] = [
  { path: '/admin', element: <AdminArea /> },
  { path: '/teacher', element: <TeacherArea /> },
  { path: '*', element: <StudentArea /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
