import {
  errorMessages,
  type TAllToMainResult,
  type TAllToMainVendorResult,
  type TErrorCode,
  type TMerchantWallet,
  type TVendorTransfer,
  type TVendorTransferRequest,
  type TVendorWallet,
} from '@lw/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';
import { vendorTransfers } from '../../../db/schema/index.js';
import { refuseTrial } from '../../identity/accounts/index.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../ledger/index.js';
import { systemClock, type Clock } from '../../../platform/clock.js';
import { openMoneyGate, restrictionError, type MoneyGate } from '../money-gate/index.js';
import type { TLedgerReason, TransferLeg } from '../ledger/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { TRIAL_TYPE, transitVendorCode } from '../wallet/index.js';
import type { WalletBalanceService } from '../wallet/index.js';
import {
  requireVendor,
  type TransferVendor,
  type TransferVendorDirectory,
} from './transfer-vendors.js';
import type { VendorCallResult, VendorTransferClient } from './vendor-transfer-client.js';
import { retryDelayMs, vendorTransferIdFor, vendorTransferKeys } from './vendor-transfer-ids.js';
import { bumpWalletVersion, VendorWalletReads, type VendorReading } from './vendor-wallet-reads.js';

type VendorTransferRow = typeof vendorTransfers.$inferSelect;

export interface TransferAccount {
  id: number;
  type: number;
  username: string;
}

interface WalletIds {
  main: number;
  vendor: number;
  transit: number;
}

export interface ReconcileReport {
  claimed: number;
  succeeded: number;
  failed: number;
  stillPending: number;
}

/**
 * Main wallet <-> transfer-mode vendor wallets (spec transferFund; vendor-protocol "Transfer
 * mode rules"). Money is first held (moved into the member's transit wallet for that vendor) in
 * the same transaction that writes the vendor_transfers row; then the vendor is called. Only a
 * confirmed answer settles (to the destination) or refunds (to the source); an unknown result
 * keeps the hold and the reconciliation job asks /transfer/status and retries with the SAME
 * transferId. So a failed or timed-out outside call can never lose or create money.
 */
export class VendorTransferService {
  /** How long a claimed row is left alone by other workers while one calls the vendor. */
  private readonly leaseMs: number;
  /** Reads vendor wallets from the vendors and books what play there changed. */
  private readonly reads: VendorWalletReads;
  /** Responsible gaming: money into a vendor's wallet is asked (issue 24). */
  private readonly moneyGate: MoneyGate;
  private readonly clock: Clock;

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly balances: WalletBalanceService,
    readonly directory: TransferVendorDirectory,
    private readonly client: VendorTransferClient,
    options: { leaseMs?: number; moneyGate?: MoneyGate; clock?: Clock } = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.moneyGate = options.moneyGate ?? openMoneyGate;
    this.clock = options.clock ?? systemClock;
    this.reads = new VendorWalletReads(db, ledger, client);
  }

  /**
   * spec §7 "merchant wallet": isSingle when no transfer-mode vendor is configured. Each vendor
   * wallet is read from the vendor first (in parallel) unless `cached`: our figure is only a
   * cache of the vendor's, which play at the vendor changes without telling us.
   */
  async merchantWallet(
    account: TransferAccount,
    options: { cached?: boolean } = {},
  ): Promise<TMerchantWallet> {
    const [vendors, cashier] = await Promise.all([
      this.directory.list(),
      this.settings.get('cashier'),
    ]);
    const currency = cashier.currency;
    // Trial accounts play with play money only: no vendor wallets for them.
    const shown = account.type === TRIAL_TYPE ? [] : vendors;
    const readings = new Map<string, VendorReading>();
    if (!options.cached) {
      await Promise.all(
        shown.map(async (v) => readings.set(v.code, await this.read(account, v, currency))),
      );
    }
    const wallets = await this.walletsOf(account.id, currency);
    return {
      isSingle: shown.length === 0,
      main: wallets.balanceOf('main'),
      currency,
      vendors: shown.map((v) => wallets.entryOf(v, readings.get(v.code))),
    };
  }

  /** getVendorWallet: one vendor wallet, read from the vendor now (the page's per-wallet read). */
  async vendorWallet(account: TransferAccount, code: string): Promise<TVendorWallet> {
    refuseTrial(account);
    const vendor = await requireVendor(this.directory, code);
    const { currency } = await this.settings.get('cashier');
    const reading = await this.read(account, vendor, currency);
    return (await this.walletsOf(account.id, currency)).entryOf(vendor, reading);
  }

  /** Our figures for one member: ledger balances and the cache rows' reading times. */
  private async walletsOf(accountId: number, currency: string) {
    const [wallets, cached] = await Promise.all([
      this.balances.walletsOf(accountId),
      this.reads.cachedOf(accountId),
    ]);
    const balanceOf = (purpose: string, vendor = '') =>
      wallets.find((w) => w.purpose === purpose && w.vendor === vendor && w.currency === currency)
        ?.balance ?? 0;
    const entryOf = (v: TransferVendor, reading: VendorReading | undefined): TVendorWallet => {
      const readAt = reading?.state === 'live' ? reading.readAt : cached.get(v.code)?.readAt;
      return {
        vendor: v.code,
        name: v.name,
        currency,
        balance: balanceOf('vendor', v.code),
        pending: balanceOf('vendor', transitVendorCode(v.code)),
        state: reading?.state ?? 'cached',
        readAt: readAt ? readAt.toISOString() : null,
        errorCode: reading ? readingError(reading) : null,
      };
    };
    return { balanceOf, entryOf };
  }

  /**
   * Reads one vendor wallet: first settles this wallet's transfers whose result is overdue (a
   * reading cannot be booked across an unsettled one), then asks the vendor and books its figure.
   */
  private async read(
    account: TransferAccount,
    vendor: TransferVendor,
    currency: string,
  ): Promise<VendorReading> {
    await this.reconcileOnce({ accountId: account.id, vendor: vendor.code });
    const ids = await this.walletIds(account.id, vendor.code, currency);
    return this.reads.refresh(vendor, {
      accountId: account.id,
      playerId: account.username,
      currency,
      vendorWalletId: ids.vendor,
    });
  }

  /**
   * One transfer between the main wallet and a vendor wallet; answers its state. Money going out
   * is checked against the vendor's own figure, read just before (when the vendor answers; if it
   * does not, the vendor itself refuses what it does not hold and the hold is refunded).
   */
  async transfer(
    account: TransferAccount,
    input: TVendorTransferRequest,
  ): Promise<TVendorTransfer> {
    refuseTrial(account);
    const vendor = await requireVendor(this.directory, input.vendor);
    const { currency } = await this.settings.get('cashier');
    if (input.direction === 'out') await this.read(account, vendor, currency);
    return present(await this.move(account, vendor, currency, input));
  }

  /** Holds the money, calls the vendor, settles what it answered; a replay answers its row. */
  private async move(
    account: TransferAccount,
    vendor: TransferVendor,
    currency: string,
    input: TVendorTransferRequest,
  ): Promise<VendorTransferRow> {
    const transferId = vendorTransferIdFor(account.id, input.requestId, vendor.code);
    const ids = await this.walletIds(account.id, vendor.code, currency);
    const created = await this.hold(ids, {
      transferId,
      accountId: account.id,
      vendor: vendor.code,
      direction: input.direction,
      amount: input.amount,
      currency,
    });
    if (!created) return this.existing(transferId, account.id, input, vendor.code);
    const result = await this.client.transfer(vendor, created.direction, {
      transferId,
      playerId: account.username,
      amount: created.amount,
      currency,
    });
    return this.apply(created, ids, result);
  }

  /**
   * "All to main": each vendor wallet the member has used is read from the vendor and exactly
   * the vendor's figure moves out, one transfer per vendor (its transferId made from the
   * requestId, so a replay answers the first result). Answers per vendor what moved and what
   * did not, and why.
   */
  async allToMain(account: TransferAccount, requestId: string): Promise<TAllToMainResult> {
    refuseTrial(account);
    const [vendors, cashier, used] = await Promise.all([
      this.directory.list(),
      this.settings.get('cashier'),
      this.reads.cachedOf(account.id),
    ]);
    const results = await Promise.all(
      vendors
        // A wallet never transferred into cannot hold the member's money.
        .filter((v) => (used.get(v.code)?.version ?? 0) > 0)
        .map((v) => this.emptyVendor(account, v, cashier.currency, requestId)),
    );
    return {
      transfers: results.flatMap((r) => (r.transfer ? [r.transfer] : [])),
      vendors: results,
    };
  }

  private async emptyVendor(
    account: TransferAccount,
    vendor: TransferVendor,
    currency: string,
    requestId: string,
  ): Promise<TAllToMainVendorResult> {
    const transferId = vendorTransferIdFor(account.id, requestId, vendor.code);
    const earlier = await this.byTransferId(transferId, account.id);
    if (earlier) return vendorResult(vendor, earlier);
    const reading = await this.read(account, vendor, currency);
    if (reading.state !== 'live') {
      // A parallel replay of this request may be the transfer that moved meanwhile.
      const replayed = await this.byTransferId(transferId, account.id);
      if (replayed) return vendorResult(vendor, replayed);
      return vendorFailure(vendor, readingError(reading)!);
    }
    if (reading.balance === 0) return { ...vendorFailure(vendor, null), status: 'empty' };
    try {
      const row = await this.move(account, vendor, currency, {
        vendor: vendor.code,
        direction: 'out',
        amount: reading.balance,
        requestId,
      });
      return vendorResult(vendor, row);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // The wallet moved between the reading and the hold (a parallel click, a replay).
      const replayed = await this.byTransferId(transferId, account.id);
      if (replayed) return vendorResult(vendor, replayed);
      return vendorFailure(vendor, err.code as TErrorCode);
    }
  }

  private async byTransferId(
    transferId: string,
    accountId: number,
  ): Promise<VendorTransferRow | null> {
    const [row] = await this.db
      .select()
      .from(vendorTransfers)
      .where(eq(vendorTransfers.transferId, transferId));
    return row && row.accountId === accountId ? row : null;
  }

  /**
   * One pass of the reconciliation job: claims due pending transfers (a lease, so parallel
   * workers and processes never work on the same row), asks the vendor for each, settles what
   * is confirmed and postpones the rest. `asOf` lets tests treat every pending row as due;
   * `accountId` and `vendor` narrow it to one member's wallet (before that wallet is read).
   */
  async reconcileOnce(
    options: { asOf?: Date; limit?: number; accountId?: number; vendor?: string } = {},
  ): Promise<ReconcileReport> {
    const asOf = options.asOf ?? new Date();
    const narrow =
      options.accountId !== undefined && options.vendor !== undefined
        ? sql`AND account_id = ${options.accountId} AND vendor = ${options.vendor}`
        : sql``;
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    const claimed = await queryRows<{ id: unknown }>(
      this.db,
      sql`UPDATE vendor_transfers SET next_attempt_at = ${leaseUntil.toISOString()}::timestamptz,
            attempts = attempts + 1, updated_at = now()
          WHERE id IN (SELECT id FROM vendor_transfers
                        WHERE status = 'pending' AND next_attempt_at <= ${asOf.toISOString()}::timestamptz
                              ${narrow}
                        ORDER BY next_attempt_at LIMIT ${options.limit ?? 50}
                        FOR UPDATE SKIP LOCKED)
          RETURNING id`,
    );
    const report: ReconcileReport = {
      claimed: claimed.length,
      succeeded: 0,
      failed: 0,
      stillPending: 0,
    };
    const vendors = await this.directory.list();
    for (const { id } of claimed) {
      const [row] = await this.db
        .select()
        .from(vendorTransfers)
        .where(eq(vendorTransfers.id, Number(id)));
      if (!row) continue;
      const done = await this.reconcileRow(row, vendors).catch(() => row);
      if (done.status === 'succeeded') report.succeeded++;
      else if (done.status === 'failed') report.failed++;
      else report.stillPending++;
    }
    return report;
  }

  private async reconcileRow(
    row: VendorTransferRow,
    vendors: TransferVendor[],
  ): Promise<VendorTransferRow> {
    const vendor = vendors.find((v) => v.code === row.vendor);
    // A vendor no longer configured cannot be asked: the money stays held until it is again.
    if (!vendor) return this.postpone(row, 'vendor not configured');
    const ids = await this.walletIds(row.accountId, row.vendor, row.currency);
    const status = await this.client.status(vendor, row.transferId);
    if (status.state === 'done') return this.apply(row, ids, { outcome: 'done', balance: null });
    if (status.state === 'failed') {
      return this.apply(row, ids, { outcome: 'failed', code: 'vendor reported failed' });
    }
    if (status.state === 'error') return this.postpone(row, `status: ${status.error}`);
    // The vendor never saw it: send it again, with the same transferId, never a new one.
    const [owner] = await queryRows<{ username: string }>(
      this.db,
      sql`SELECT username FROM accounts WHERE id = ${row.accountId}`,
    );
    const result = await this.client.transfer(vendor, row.direction, {
      transferId: row.transferId,
      playerId: owner!.username,
      amount: row.amount,
      currency: row.currency,
    });
    return this.apply(row, ids, result);
  }

  /** Writes the row and the hold in one transaction; null when the row already existed. */
  private async hold(
    ids: WalletIds,
    values: {
      transferId: string;
      accountId: number;
      vendor: string;
      direction: 'in' | 'out';
      amount: number;
      currency: string;
    },
  ): Promise<VendorTransferRow | null> {
    // The request itself calls the vendor first; the job leaves the row alone until then.
    const nextAttemptAt = new Date(Date.now() + this.leaseMs);
    return this.db.transaction(async (tx) => {
      await bumpWalletVersion(tx, values.accountId, values.vendor);
      const [row] = await tx
        .insert(vendorTransfers)
        .values({ ...values, status: 'pending', attempts: 1, nextAttemptAt })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      if (values.direction === 'in') {
        const refusal = await this.moneyGate.admit(tx, {
          accountId: values.accountId,
          path: 'transfer_in',
          amount: values.amount,
          currency: values.currency,
          at: this.clock.now(),
          key: `vendor-transfer:${values.transferId}`,
        });
        if (refusal) throw restrictionError(refusal);
      }
      const from = values.direction === 'in' ? ids.main : ids.vendor;
      const posted = await this.ledger.postTransfer(
        {
          idempotencyKey: vendorTransferKeys.hold(values.transferId),
          reason: reasonOf(values.direction),
          reference: `vendor-transfer:${values.transferId}`,
          legs: [
            { accountId: from, amount: -values.amount },
            { accountId: ids.transit, amount: values.amount },
          ],
          actor: `account:${values.accountId}`,
          metadata: { vendor: values.vendor, direction: values.direction, step: 'hold' },
        },
        { tx },
      );
      const [held] = await tx
        .update(vendorTransfers)
        .set({ holdTransferId: posted.transferId })
        .where(eq(vendorTransfers.id, row.id))
        .returning();
      return held!;
    });
  }

  /** Settles on a confirmed answer, refunds on a confirmed failure, otherwise waits. */
  private apply(
    row: VendorTransferRow,
    ids: WalletIds,
    result: VendorCallResult,
  ): Promise<VendorTransferRow> {
    if (result.outcome === 'unknown') return this.postpone(row, result.error);
    return this.finish(row, ids, result.outcome === 'done' ? 'succeeded' : 'failed', result);
  }

  private async finish(
    row: VendorTransferRow,
    ids: WalletIds,
    status: 'succeeded' | 'failed',
    result: VendorCallResult,
  ): Promise<VendorTransferRow> {
    const destination = row.direction === 'in' ? ids.vendor : ids.main;
    const source = row.direction === 'in' ? ids.main : ids.vendor;
    const legs: TransferLeg[] = [
      { accountId: ids.transit, amount: -row.amount },
      { accountId: status === 'succeeded' ? destination : source, amount: row.amount },
    ];
    const finished = await this.db.transaction(async (tx) => {
      await bumpWalletVersion(tx, row.accountId, row.vendor);
      // The status guard next: it locks the row, so exactly one worker settles it.
      const [claimed] = await tx
        .update(vendorTransfers)
        .set({
          status,
          lastError: result.outcome === 'failed' ? result.code : null,
          nextAttemptAt: null,
          updatedAt: new Date(),
        })
        .where(and(eq(vendorTransfers.id, row.id), eq(vendorTransfers.status, 'pending')))
        .returning();
      if (!claimed) return null;
      const posted = await this.ledger.postTransfer(
        {
          idempotencyKey:
            status === 'succeeded'
              ? vendorTransferKeys.settle(row.transferId)
              : vendorTransferKeys.refund(row.transferId),
          reason: status === 'succeeded' ? reasonOf(row.direction) : 'vendor_transfer_refund',
          reference: `vendor-transfer:${row.transferId}`,
          legs,
          actor: `vendor:${row.vendor}`,
          metadata: { vendor: row.vendor, direction: row.direction, step: status },
        },
        { tx },
      );
      const [settled] = await tx
        .update(vendorTransfers)
        .set({ settleTransferId: posted.transferId })
        .where(eq(vendorTransfers.id, row.id))
        .returning();
      return settled!;
    });
    // Someone else settled it meanwhile: answer what they wrote.
    return finished ?? this.reload(row.id);
  }

  private async postpone(row: VendorTransferRow, error: string): Promise<VendorTransferRow> {
    const [updated] = await this.db
      .update(vendorTransfers)
      .set({
        lastError: error.slice(0, 500),
        nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
        updatedAt: new Date(),
      })
      .where(and(eq(vendorTransfers.id, row.id), eq(vendorTransfers.status, 'pending')))
      .returning();
    return updated ?? this.reload(row.id);
  }

  private async reload(id: number): Promise<VendorTransferRow> {
    const [row] = await this.db.select().from(vendorTransfers).where(eq(vendorTransfers.id, id));
    return row!;
  }

  /** A repeated submit: the same click answers its row; other content is refused. */
  private async existing(
    transferId: string,
    accountId: number,
    input: TVendorTransferRequest,
    vendor: string,
  ): Promise<VendorTransferRow> {
    const [row] = await this.db
      .select()
      .from(vendorTransfers)
      .where(eq(vendorTransfers.transferId, transferId));
    if (
      !row ||
      row.accountId !== accountId ||
      row.vendor !== vendor ||
      row.direction !== input.direction ||
      row.amount !== input.amount
    ) {
      throw new AppError('IDEMPOTENCY_CONFLICT', errorMessages.IDEMPOTENCY_CONFLICT.en);
    }
    return row;
  }

  /** Ledger accounts are resolved before any transaction (PGlite has one connection). */
  private async walletIds(accountId: number, vendor: string, currency: string): Promise<WalletIds> {
    const [main, vendorWallet, transit] = await Promise.all([
      this.ledger.walletOf(accountId, 'main', currency),
      this.ledger.walletOf(accountId, 'vendor', currency, vendor),
      this.ledger.walletOf(accountId, 'vendor', currency, transitVendorCode(vendor)),
    ]);
    return { main: main.id, vendor: vendorWallet.id, transit: transit.id };
  }
}

function reasonOf(direction: 'in' | 'out'): TLedgerReason {
  return direction === 'in' ? 'vendor_transfer_in' : 'vendor_transfer_out';
}

function present(row: VendorTransferRow): TVendorTransfer {
  return {
    transferId: row.transferId,
    vendor: row.vendor,
    direction: row.direction,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The error code a reading that is not live shows (clients translate it). */
function readingError(reading: VendorReading): TErrorCode | null {
  if (reading.state === 'unavailable') return 'VENDOR_UNAVAILABLE';
  if (reading.state === 'pending') return 'VENDOR_TRANSFER_PENDING';
  return null;
}

function vendorResult(vendor: TransferVendor, row: VendorTransferRow): TAllToMainVendorResult {
  const status = row.status === 'succeeded' ? 'moved' : row.status;
  return {
    vendor: vendor.code,
    name: vendor.name,
    status,
    amount: row.amount,
    transfer: present(row),
    errorCode: row.status === 'failed' ? 'VENDOR_TRANSFER_REFUSED' : null,
  };
}

function vendorFailure(
  vendor: TransferVendor,
  errorCode: TErrorCode | null,
): TAllToMainVendorResult {
  return {
    vendor: vendor.code,
    name: vendor.name,
    status: 'failed',
    amount: 0,
    transfer: null,
    errorCode,
  };
}
