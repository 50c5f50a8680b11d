import { defineModule, type Core } from '../../../platform/module.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { accountRecordsRoutes } from './account-records.routes.js';
import { AccountRecordsService } from './account-records.service.js';

export interface AccountRecordsNeeds extends Pick<Core, 'db'> {
  playerAuth: PlayerAuthenticator;
}

export interface AccountRecordsProvides {
  accountRecords: AccountRecordsService;
}

/** The member's account records (every ledger movement of their wallets). */
export const accountRecordsModule = defineModule<AccountRecordsNeeds, AccountRecordsProvides>({
  name: 'account-records',
  services: ({ db }) => ({ accountRecords: new AccountRecordsService(db) }),
  routes: (deps) => [accountRecordsRoutes(deps)],
});
