/** The login and password headings: fixed texts the browser tests find the screens by; keep them exactly. */
export const ADMIN_LOGIN_HEADING = 'Login as a Admin';

export const PORTAL_LOGIN_HEADING = {
  student: 'Login as a Student',
  teacher: 'Login as a Teacher',
  guardian: 'Login as a Guardian',
} as const;

export const CHANGE_PASSWORD_HEADING = 'Set your own password';
