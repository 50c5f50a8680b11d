import type { TMatchedReason } from '@lw/contracts';
import type { Database } from '../../../db/client.js';

/**
 * Which accounts are excluded or closed (issue 24): the port identity matching asks, so that
 * identity never imports responsible-gaming (a higher layer). The default reads the account
 * row's own facets (`restricted-accounts.ts`); another rule plugs in through the module.
 */
export interface RestrictedAccounts {
  /** Every account excluded (time-out, self-exclusion) or closed at `at`, with why. */
  list(at: Date, db: Database): Promise<Map<number, TMatchedReason>>;
}

/** A bank account a member withdraws to, as identity matching compares it. */
export interface PayoutDetail {
  accountId: number;
  accountNumber: string;
  /** The payee name on the account. */
  accountName: string;
}

/**
 * The members' bank accounts, which the cashier (a higher layer) owns: it plugs its reader in
 * (`IdentityMatchesService.usePayoutDetails`) when its module is built.
 */
export interface PayoutDetails {
  /** The bank accounts (removed ones too: a closed member's old card still identifies them). */
  ofAccounts(accountIds: number[], db: Database): Promise<PayoutDetail[]>;
}
