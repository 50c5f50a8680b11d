/** The public face of identity/identity-matches: the only file other modules import. */
export { identityMatchesModule } from './identity-matches.module.js';
export { IdentityMatchesService, type MatchContext } from './identity-matches.service.js';
export type { IdentityDetails } from './identity-rule.js';
export type { PayoutDetail, PayoutDetails, RestrictedAccounts } from './ports.js';
