/** The public face of identity/password-reset: the only file other modules import. */
export { passwordResetRoutes } from './password-reset.routes.js';
export { PasswordResetService } from './password-reset.service.js';
