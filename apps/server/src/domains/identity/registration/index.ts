/** The public face of identity/registration: the only file other modules import. */
export { registrationRoutes } from './registration.routes.js';
export { RegistrationService } from './registration.service.js';
