/** The public face of identity/social-login: the only file other modules import. */
export { socialLoginRoutes } from './social-login.routes.js';
