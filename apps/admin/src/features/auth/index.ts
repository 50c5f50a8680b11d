/** The public face of the auth feature: the only file other features import. */
export { useCan, useLogout, useSession, useSessionQuery } from './api/use-session';
export { ChangePasswordDialog } from './components/change-password-dialog';
export { RequirePermission } from './components/require-permission';
export { LoginRoute } from './routes/login-route';
