import { defineModule, type Core } from '../../../platform/module.js';
import type { MoneyGate } from '../money-gate/index.js';
import { LedgerService } from './ledger.service.js';

export interface LedgerProvides {
  /** The double-entry ledger: the only writer of balances. */
  ledger: LedgerService;
}

/** The double-entry ledger. */
export const ledgerModule = defineModule<
  Pick<Core, 'databaseKind' | 'db'> & {
    /** Responsible gaming: the seamless wallet asks it for limited members' bets (issue 24). */
    moneyGate: MoneyGate;
  },
  LedgerProvides
>({
  name: 'ledger',
  services: ({ db, databaseKind, moneyGate }) => ({
    ledger: new LedgerService(db, databaseKind, moneyGate),
  }),
});
