/** The public face of identity/social-login: the only file other modules import. */
export { socialLoginModule } from './social-login.module.js';
