/** The public face of identity/quick-login: the only file other modules import. */
export { fitsRule, generatePasswordFor, generateUsername } from './generated-credentials.js';
export { createInstantAccount, registrationRule, withFreeUsername } from './instant-account.js';
export { quickLoginModule } from './quick-login.module.js';
