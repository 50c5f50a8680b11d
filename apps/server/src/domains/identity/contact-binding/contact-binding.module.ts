import { defineModule, type Core } from '../../../platform/module.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import type { BotCheckService } from '../bot-defence/index.js';
import type { VerificationCodeService } from '../verification/index.js';
import type { IdentityMatchesService } from '../identity-matches/index.js';
import { contactBindingRoutes } from './contact-binding.routes.js';
import { ContactBindingService } from './contact-binding.service.js';

export interface ContactBindingNeeds extends Pick<Core, 'config' | 'db'> {
  botCheck: BotCheckService;
  identityMatches: IdentityMatchesService;
  playerAuth: PlayerAuthenticator;
  verificationCodes: VerificationCodeService;
}

export interface ContactBindingProvides {
  contactBinding: ContactBindingService;
}

/** The member binds a mobile number or an e-mail address. */
export const contactBindingModule = defineModule<ContactBindingNeeds, ContactBindingProvides>({
  name: 'contact-binding',
  services: ({ db, botCheck, verificationCodes, identityMatches }) => ({
    contactBinding: new ContactBindingService({
      db,
      botCheck,
      codes: verificationCodes,
      identityMatches,
    }),
  }),
  routes: (deps) => [contactBindingRoutes(deps)],
});
