import { defineModule, type Core } from '../../../platform/module.js';
import { driverRunner, type LedgerService } from '../ledger/index.js';
import type { MoneyGate } from '../money-gate/index.js';
import { WagerCore } from './wager-core.js';

export interface WagersNeeds extends Pick<Core, 'databaseKind' | 'db'> {
  ledger: LedgerService;
  /** Responsible gaming: stakes of members with a spend limit are asked (issue 24). */
  moneyGate: MoneyGate;
}

export interface WagersProvides {
  /** Place, settle, void and resettle of every product's wagers (products call it). */
  wagers: WagerCore;
}

/** The wager core: below every product, beside the ledger whose balances it moves. */
export const wagersModule = defineModule<WagersNeeds, WagersProvides>({
  name: 'wagers',
  services: ({ db, databaseKind, ledger, moneyGate }) => ({
    wagers: new WagerCore(
      driverRunner(db, databaseKind),
      (posted) => ledger.notifyPosted(posted),
      moneyGate,
    ),
  }),
});
