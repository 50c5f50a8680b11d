import { defineModule, type Core } from '../../../platform/module.js';
import { driverRunner, type LedgerService } from '../ledger/index.js';
import { WagerCore } from './wager-core.js';

export interface WagersNeeds extends Pick<Core, 'databaseKind' | 'db'> {
  ledger: LedgerService;
}

export interface WagersProvides {
  /** Place, settle, void and resettle of every product's wagers (products call it). */
  wagers: WagerCore;
}

/** The wager core: below every product, beside the ledger whose balances it moves. */
export const wagersModule = defineModule<WagersNeeds, WagersProvides>({
  name: 'wagers',
  services: ({ db, databaseKind, ledger }) => ({
    wagers: new WagerCore(driverRunner(db, databaseKind), (posted) => ledger.notifyPosted(posted)),
  }),
});
