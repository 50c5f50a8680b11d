import { defineModule, type Core } from '../../../platform/module.js';
import { LedgerService } from './ledger.service.js';

export interface LedgerProvides {
  /** The double-entry ledger: the only writer of balances. */
  ledger: LedgerService;
}

/** The double-entry ledger. */
export const ledgerModule = defineModule<Pick<Core, 'databaseKind' | 'db'>, LedgerProvides>({
  name: 'ledger',
  services: ({ db, databaseKind }) => ({
    ledger: new LedgerService(db, databaseKind),
  }),
});
