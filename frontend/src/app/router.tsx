import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminArea, ClassListArea, GuardianArea, ReportCardArea, StudentArea, TeacherArea } from './routes/areas';

/**
 * /admin and the paths under it are the admin area (/admin/teachers, …; /admin/class-list/:sectionId
 * a section's printable class list), /report-card/:studentID/:yearID a printable report card,
 * /teacher/… the teacher portal, /guardian/… the guardian portal, and every other path (/,
 * /student/…) the student portal. Each area finds its screen in the rest of the path.
 */
export const routes: RouteObject[] = [
  { path: '/admin/*', element: <AdminArea /> },
  { path: '/admin/class-list/:sectionId', element: <ClassListArea /> },
  { path: '/report-card/:studentID/:yearID', element: <ReportCardArea /> },
  { path: '/teacher/*', element: <TeacherArea /> },
  { path: '/guardian/*', element: <GuardianArea /> },
  { path: '*', element: <StudentArea /> },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
