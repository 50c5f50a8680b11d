/** The public face of identity/registration: the only file other modules import. */
export { RegistrationService } from './registration.service.js';
export { registrationModule } from './registration.module.js';
