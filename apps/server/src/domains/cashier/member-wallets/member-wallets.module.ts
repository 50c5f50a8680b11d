import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import { memberWalletsRoutes } from './member-wallets.routes.js';

export interface MemberWalletsNeeds extends Pick<Core, 'db'> {
  adminAuth: OperatorAuthenticator;
}

/** The operator's view of members' wallets. */
export const memberWalletsModule = defineModule<MemberWalletsNeeds>({
  name: 'member-wallets',
  services: () => ({}),
  routes: (deps) => [memberWalletsRoutes(deps)],
});
