export { AdminLogin } from './components/admin-login';
export { PortalLogin } from './components/portal-login';
export { ChangePasswordScreen } from './components/change-password-screen';
export { ADMIN_LOGIN_HEADING, PORTAL_LOGIN_HEADING, CHANGE_PASSWORD_HEADING } from './texts';
