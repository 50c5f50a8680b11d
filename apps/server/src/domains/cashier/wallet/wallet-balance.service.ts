import type { TWalletBalance } from '@lw/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { ledgerAccounts } from '../../../db/schema/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { headerWalletOf } from './wallet-accounts.js';

export interface WalletRow {
  purpose: string;
  vendor: string;
  currency: string;
  balance: number;
}

/** Reads a member's wallet balances from the ledger (the only writer of balances). */
export class WalletBalanceService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
  ) {}

  /** Every ledger account the member owns (wallets appear on first use, so some may be absent). */
  async walletsOf(accountId: number): Promise<WalletRow[]> {
    return this.db
      .select({
        purpose: ledgerAccounts.purpose,
        vendor: ledgerAccounts.vendor,
        currency: ledgerAccounts.currency,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerType, 'account'), eq(ledgerAccounts.ownerId, accountId)));
  }

  /** The header balance: main wallet in the cashier currency, or play money for trial accounts. */
  async balanceOf(account: { id: number; type: number }): Promise<TWalletBalance> {
    const [cashier, wallets] = await Promise.all([
      this.settings.get('cashier'),
      this.walletsOf(account.id),
    ]);
    const { wallet, currency } = headerWalletOf(account.type, cashier.currency);
    const inCurrency = wallets.filter((w) => w.currency === currency);
    const sumOf = (purpose: string) =>
      inCurrency.filter((w) => w.purpose === purpose).reduce((sum, w) => sum + w.balance, 0);
    const balance = sumOf(wallet);
    const bonus = wallet === 'play' ? 0 : sumOf('bonus');
    // Vendor wallets and money in transit are still the member's: part of the total.
    const total = inCurrency.reduce((sum, w) => sum + w.balance, 0);
    return { wallet, currency, balance, bonus, total };
  }
}
