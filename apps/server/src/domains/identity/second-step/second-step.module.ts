import { defineModule, type Core } from '../../../platform/module.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import type { AccountsService } from '../accounts/index.js';
import type { PlayerAuthService } from '../player-auth/index.js';
import type { VerificationCodeService } from '../verification/index.js';
import { secondStepRoutes } from './second-step.routes.js';
import { SecondStepService } from './second-step.service.js';

export interface SecondStepNeeds extends Pick<Core, 'config' | 'db'> {
  accounts: AccountsService;
  playerAuth: PlayerAuthService;
  secretBox: SecretBox;
  verificationCodes: VerificationCodeService;
}

export interface SecondStepProvides {
  secondStep: SecondStepService;
}

/** The second sign-in step (SMS code or authenticator) after a password. */
export const secondStepModule = defineModule<SecondStepNeeds, SecondStepProvides>({
  name: 'second-step',
  services: ({ db, playerAuth, accounts, verificationCodes, secretBox }) => ({
    secondStep: new SecondStepService(db, playerAuth, accounts, verificationCodes, secretBox),
  }),
  routes: (deps) => [secondStepRoutes(deps)],
});
