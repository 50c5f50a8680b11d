import type { Database, DatabaseKind } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { LedgerAccounts } from './ledger-accounts.js';
import type {
  LedgerAccount,
  PostedTransfer,
  TMemberPurpose,
  TSystemPurpose,
  TransferRequest,
} from './ledger-types.js';
import { houseShardOf, houseShardVendor } from './house-shards.js';
import { verifyLedger, type LedgerVerifyReport } from './ledger-verify.js';
import { postTransfers } from './post-transfers.js';
import { prepareTransfer } from './prepare-transfer.js';
import {
  driverRunner,
  drizzleRunner,
  type DrizzleExecutor,
  type TransactionalRunner,
} from './sql-runner.js';

export interface PostOptions {
  /**
   * The caller's open drizzle transaction: the transfer commits or rolls back with the
   * caller's own rows (a withdrawal request and its hold, say).
   */
  tx?: DrizzleExecutor;
}

/**
 * Told about every posted (not replayed) transfer. `committed` is false when the transfer was
 * posted inside a caller's transaction: the ledger cannot see that commit, so a listener must
 * check visibility itself (the transfer ids become visible once committed, never if rolled back).
 */
export type LedgerPostedListener = (event: {
  transfers: PostedTransfer[];
  committed: boolean;
}) => void;

/**
 * The one way money moves. Every balance change of the platform is a transfer posted here;
 * nothing else writes ledger balances.
 */
export class LedgerService {
  private readonly runner: TransactionalRunner;
  private readonly accounts: LedgerAccounts;
  private readonly listeners = new Set<LedgerPostedListener>();

  constructor(db: Database, kind: DatabaseKind) {
    this.runner = driverRunner(db, kind);
    this.accounts = new LedgerAccounts(this.runner);
  }

  /** The house account (one shard, `house-shards.ts`) a player's wagers of a product use. */
  houseAccountFor(
    vendor: string,
    ledgerCurrency: string,
    accountId: number,
  ): Promise<LedgerAccount> {
    return this.accounts.systemAccount(
      'game_result',
      ledgerCurrency,
      houseShardVendor(vendor, houseShardOf(accountId)),
    );
  }

  /** Get or create a member's wallet (main, vendor per transfer-mode vendor, bonus, play). */
  walletOf(
    accountId: number,
    purpose: TMemberPurpose,
    currency: string,
    vendor?: string,
  ): Promise<LedgerAccount> {
    return this.accounts.walletOf(accountId, purpose, currency, vendor);
  }

  /**
   * Get or create a member's wallet or a house account on the caller's open transaction `tx`
   * (PGlite has one connection: a lookup outside the transaction would wait for it). Not cached:
   * an account created in a transaction that rolls back must not be remembered.
   */
  accountsIn(tx: DrizzleExecutor): Pick<LedgerAccounts, 'walletOf' | 'systemAccount'> {
    return new LedgerAccounts(drizzleRunner(tx));
  }

  /** Get or create a house account (deposit/withdrawal transit, game results per vendor, …). */
  systemAccount(
    purpose: TSystemPurpose,
    currency: string,
    vendor?: string,
  ): Promise<LedgerAccount> {
    return this.accounts.systemAccount(purpose, currency, vendor);
  }

  /** Posts one transfer in one short transaction (or in `options.tx`). */
  async postTransfer(request: TransferRequest, options: PostOptions = {}): Promise<PostedTransfer> {
    const [posted] = await this.postLinkedTransfers([request], options);
    return posted!;
  }

  /** Posts several transfers atomically: all succeed, or none is written. */
  async postLinkedTransfers(
    requests: TransferRequest[],
    options: PostOptions = {},
  ): Promise<PostedTransfer[]> {
    if (requests.length === 0) {
      throw new AppError('VALIDATION_ERROR', 'No transfers to post');
    }
    const prepared = requests.map(prepareTransfer);
    if (options.tx) {
      const posted = await postTransfers(drizzleRunner(options.tx), prepared);
      this.announce(posted, false);
      return posted;
    }
    const posted = await this.runner.transaction((q) => postTransfers(q, prepared));
    this.announce(posted, true);
    return posted;
  }

  /**
   * Listens to posted transfers (live balance pushes and the like); answers an unsubscribe.
   * Listeners run synchronously on the money path: they must only enqueue work.
   */
  onPosted(listener: LedgerPostedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells the listeners about transfers another hot path (the wager core) committed. */
  notifyPosted(posted: PostedTransfer[]): void {
    this.announce(posted, true);
  }

  private announce(posted: PostedTransfer[], committed: boolean): void {
    if (this.listeners.size === 0) return;
    const transfers = posted.filter((t) => !t.replayed);
    if (transfers.length === 0) return;
    for (const listener of this.listeners) {
      try {
        listener({ transfers, committed });
      } catch {
        // A listener's bug must never fail a posted money movement.
      }
    }
  }

  /** The balance of one ledger account, in minor units. */
  async balanceOf(ledgerAccountId: number): Promise<number> {
    const rows = await this.runner.query<{ balance: unknown }>(
      'SELECT balance FROM ledger_accounts WHERE id = $1',
      [ledgerAccountId],
    );
    if (rows.length === 0) {
      throw new AppError('NOT_FOUND', `Ledger account ${ledgerAccountId} does not exist`);
    }
    return Number(rows[0]!.balance);
  }

  /** Checks every invariant on a consistent snapshot of the ledger. */
  verify(): Promise<LedgerVerifyReport> {
    return this.runner.transaction(async (q) => {
      await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
      return verifyLedger(q);
    });
  }
}
