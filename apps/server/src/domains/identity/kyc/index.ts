/** The public face of identity/kyc. */
export { kycModule } from './kyc.module.js';
export type { KycService } from './kyc.service.js';
