import {
  errorMessages,
  type TAllToMainResult,
  type TMerchantWallet,
  type TVendorTransfer,
  type TVendorTransferRequest,
} from '@lw/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';
import { vendorTransfers } from '../../../db/schema/index.js';
import { refuseTrial } from '../../identity/accounts/index.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../ledger/index.js';
import type { TLedgerReason, TransferLeg } from '../ledger/index.js';
import type { SettingsService } from '../../backoffice/settings/index.js';
import { TRIAL_TYPE, transitVendorCode } from '../wallet/index.js';
import type { WalletBalanceService } from '../wallet/index.js';
import {
  requireVendor,
  type TransferVendor,
  type TransferVendorDirectory,
} from './transfer-vendors.js';
import type { VendorCallResult, VendorTransferClient } from './vendor-transfer-client.js';
import { retryDelayMs, vendorTransferIdFor, vendorTransferKeys } from './vendor-transfer-ids.js';

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

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly balances: WalletBalanceService,
    readonly directory: TransferVendorDirectory,
    private readonly client: VendorTransferClient,
    options: { leaseMs?: number } = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  /** spec §7 "merchant wallet": isSingle when no transfer-mode vendor is configured. */
  async merchantWallet(account: TransferAccount): Promise<TMerchantWallet> {
    const [vendors, cashier, wallets] = await Promise.all([
      this.directory.list(),
      this.settings.get('cashier'),
      this.balances.walletsOf(account.id),
    ]);
    const currency = cashier.currency;
    const balanceOf = (purpose: string, vendor = '') =>
      wallets.find((w) => w.purpose === purpose && w.vendor === vendor && w.currency === currency)
        ?.balance ?? 0;
    // Trial accounts play with play money only: no vendor wallets for them.
    const shown = account.type === TRIAL_TYPE ? [] : vendors;
    return {
      isSingle: shown.length === 0,
      main: balanceOf('main'),
      currency,
      vendors: shown.map((v) => ({
        vendor: v.code,
        name: v.name,
        currency,
        balance: balanceOf('vendor', v.code),
        pending: balanceOf('vendor', transitVendorCode(v.code)),
      })),
    };
  }

  /** One transfer between the main wallet and a vendor wallet; answers its state. */
  async transfer(
    account: TransferAccount,
    input: TVendorTransferRequest,
  ): Promise<TVendorTransfer> {
    refuseTrial(account);
    const vendor = await requireVendor(this.directory, input.vendor);
    const { currency } = await this.settings.get('cashier');
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
    if (!created) return present(await this.existing(transferId, account.id, input, vendor.code));
    const result = await this.client.transfer(vendor, created.direction, {
      transferId,
      playerId: account.username,
      amount: created.amount,
      currency,
    });
    return present(await this.apply(created, ids, result));
  }

  /** "All to main": every vendor wallet with money moves out, one transfer per vendor. */
  async allToMain(account: TransferAccount, requestId: string): Promise<TAllToMainResult> {
    refuseTrial(account);
    const merchant = await this.merchantWallet(account);
    const transfers: TVendorTransfer[] = [];
    for (const wallet of merchant.vendors) {
      if (wallet.balance <= 0) continue;
      try {
        transfers.push(
          await this.transfer(account, {
            vendor: wallet.vendor,
            direction: 'out',
            amount: wallet.balance,
            requestId,
          }),
        );
      } catch (err) {
        // The wallet changed since it was read (a game, a parallel click): skip it, keep the rest.
        if (!(err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')) throw err;
      }
    }
    return { transfers };
  }

  /**
   * One pass of the reconciliation job: claims due pending transfers (a lease, so parallel
   * workers and processes never work on the same row), asks the vendor for each, settles what
   * is confirmed and postpones the rest. `asOf` lets tests treat every pending row as due.
   */
  async reconcileOnce(options: { asOf?: Date; limit?: number } = {}): Promise<ReconcileReport> {
    const asOf = options.asOf ?? new Date();
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    const claimed = await queryRows<{ id: unknown }>(
      this.db,
      sql`UPDATE vendor_transfers SET next_attempt_at = ${leaseUntil.toISOString()}::timestamptz,
            attempts = attempts + 1, updated_at = now()
          WHERE id IN (SELECT id FROM vendor_transfers
                        WHERE status = 'pending' AND next_attempt_at <= ${asOf.toISOString()}::timestamptz
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
      const [row] = await tx
        .insert(vendorTransfers)
        .values({ ...values, status: 'pending', attempts: 1, nextAttemptAt })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
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
      // The status guard first: it locks the row, so exactly one worker settles it.
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
