import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminArea, ClassListArea, GuardianArea, ReportCardArea, StudentArea, TeacherArea } from './routes/areas';

/**
 * /admin is the admin area (/admin/class-list/:sectionId a section's printable class list),
 * /report-card/:studentID/:yearID a printable report card, /teacher the teacher portal, /guardian the
 * guardian portal, and every other path (/, /student, …) the student portal.
 */
export const routes: RouteObject[] = [
  { path: '/admin', element: <AdminArea /> },
  { path: '/admin/class-list/:sectionId', element: <ClassListArea /> },
  { path: '/report-card/:studentID/:yearID', element: <ReportCardArea /> },
  { path: '/teacher', element: <TeacherArea /> },
  { path: '/guardian', element: <GuardianArea /> },
  { path: '*', element: <StudentArea /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
