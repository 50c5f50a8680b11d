/** The public face of identity/verification: the only file other modules import. */
export { assertMaySignIn } from './sign-in-checks.js';
export { type IssuedCode, VerificationCodeService } from './verification-codes.service.js';
export { verificationModule } from './verification.module.js';
