/** The public face of identity/password-reset: the only file other modules import. */
export { PasswordResetService } from './password-reset.service.js';
export { passwordResetModule } from './password-reset.module.js';
