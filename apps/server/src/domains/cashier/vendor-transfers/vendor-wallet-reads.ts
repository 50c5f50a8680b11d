import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { vendorTransfers, vendorWalletReads } from '../../../db/schema/index.js';
import type { LedgerService } from '../ledger/index.js';
import type { TransferVendor } from './transfer-vendors.js';
import type { VendorTransferClient } from './vendor-transfer-client.js';

/** Ledger idempotency key of the n-th booked reading of one member's vendor wallet. */
export const vendorReadingKey = (accountId: number, vendor: string, booking: number) =>
  `vw:${accountId}:${vendor}:${booking}`;

/** What a reading of one vendor wallet established. */
export type VendorReading =
  /** The vendor answered; our figure now equals its figure. */
  | { state: 'live'; balance: number; readAt: Date }
  /** The vendor did not answer (or answered nonsense): nothing was booked. */
  | { state: 'unavailable'; error: string }
  /** A transfer with this vendor is unsettled or moved meanwhile: the reading cannot be booked. */
  | { state: 'pending'; error: string };

/** The member and the ledger accounts a reading is booked on. */
export interface ReadingTarget {
  accountId: number;
  playerId: string;
  currency: string;
  /** The member's ledger wallet for this vendor (our cached figure). */
  vendorWalletId: number;
}

/** Our cache row of one vendor wallet. */
export interface CachedReading {
  version: number;
  readAt: Date | null;
  lastError: string | null;
}

/**
 * Bumps the wallet's version inside a transfer step's transaction. It must be the step's first
 * statement: it takes the cache row's lock before any ledger account, the same order a reading
 * takes them, so the two never deadlock, and a reading taken across the step is never booked.
 */
export async function bumpWalletVersion(
  tx: { execute(query: SQL): Promise<unknown> },
  accountId: number,
  vendor: string,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO vendor_wallet_reads (account_id, vendor, version) VALUES (${accountId}, ${vendor}, 1)
        ON CONFLICT (account_id, vendor) DO UPDATE SET version = vendor_wallet_reads.version + 1`,
  );
}

/**
 * Reads a member's transfer-mode vendor wallet from the vendor (/player/balance) and books the
 * difference to our figure: play at the vendor (stakes and wins we never see one by one) moves
 * between the member's vendor wallet and the vendor's game-result account, so the ledger holds
 * the vendor's real figure and "all" moves exactly that. A reading is booked only when no
 * transfer with that vendor is unsettled and none moved while the vendor was asked (otherwise it
 * is dropped, never guessed at), and never over a reading asked for later.
 */
export class VendorWalletReads {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly client: VendorTransferClient,
  ) {}

  /** The cache rows of one member, by vendor. */
  async cachedOf(accountId: number): Promise<Map<string, CachedReading>> {
    const rows = await this.db
      .select()
      .from(vendorWalletReads)
      .where(eq(vendorWalletReads.accountId, accountId));
    return new Map(
      rows.map((r) => [
        r.vendor,
        { version: r.version, readAt: r.readAt, lastError: r.lastError } satisfies CachedReading,
      ]),
    );
  }

  /** Reads the vendor and books it; one more try when a transfer moved meanwhile. */
  async refresh(vendor: TransferVendor, target: ReadingTarget): Promise<VendorReading> {
    const first = await this.readOnce(vendor, target);
    if (first !== 'moved') return first;
    const second = await this.readOnce(vendor, target);
    return second === 'moved' ? { state: 'pending', error: 'the wallet kept moving' } : second;
  }

  private async readOnce(
    vendor: TransferVendor,
    target: ReadingTarget,
  ): Promise<VendorReading | 'moved'> {
    const { accountId } = target;
    const version = await this.versionOf(accountId, vendor.code);
    if (await this.hasPending(this.db, accountId, vendor.code)) {
      return { state: 'pending', error: 'a transfer is unsettled' };
    }
    const askedAt = new Date();
    const answer = await this.client.balance(vendor, target.playerId);
    const error = !answer.ok
      ? answer.error
      : answer.currency !== target.currency
        ? `vendor answered currency ${answer.currency}`
        : null;
    if (!answer.ok || error !== null) {
      await this.db
        .update(vendorWalletReads)
        .set({ attemptedAt: askedAt, lastError: (error ?? 'no answer').slice(0, 500) })
        .where(this.rowOf(accountId, vendor.code));
      return { state: 'unavailable', error: error ?? 'no answer' };
    }
    const gameResult = await this.ledger.systemAccount('game_result', target.currency, vendor.code);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(vendorWalletReads)
        .where(this.rowOf(accountId, vendor.code))
        .for('update');
      // A transfer step ran while the vendor was asked: its figure may or may not include it.
      if (!row || row.version !== version) return 'moved' as const;
      if (await this.hasPending(tx, accountId, vendor.code)) {
        return { state: 'pending', error: 'a transfer is unsettled' } satisfies VendorReading;
      }
      // A parallel reading asked later was booked first: it is the newer truth, keep it.
      if (row.readAt && row.balance !== null && row.readAt > askedAt) {
        return { state: 'live', balance: row.balance, readAt: row.readAt } satisfies VendorReading;
      }
      const [booked] = (
        (await tx.execute(
          sql`SELECT balance FROM ledger_accounts WHERE id = ${target.vendorWalletId}`,
        )) as unknown as { rows: { balance: unknown }[] }
      ).rows;
      const difference = answer.balance - Number(booked?.balance ?? 0);
      const booking = row.bookings + 1;
      if (difference !== 0) {
        await this.ledger.postTransfer(
          {
            idempotencyKey: vendorReadingKey(accountId, vendor.code, booking),
            reason: 'vendor_wallet_sync',
            reference: `vendor-wallet:${vendor.code}:${accountId}`,
            legs: [
              { accountId: target.vendorWalletId, amount: difference },
              { accountId: gameResult.id, amount: -difference },
            ],
            actor: `vendor:${vendor.code}`,
            metadata: { vendor: vendor.code, vendorBalance: answer.balance, booking },
          },
          { tx },
        );
      }
      await tx
        .update(vendorWalletReads)
        .set({
          bookings: booking,
          balance: answer.balance,
          readAt: askedAt,
          attemptedAt: askedAt,
          lastError: null,
        })
        .where(this.rowOf(accountId, vendor.code));
      return { state: 'live', balance: answer.balance, readAt: askedAt } satisfies VendorReading;
    });
  }

  private rowOf(accountId: number, vendor: string) {
    return and(eq(vendorWalletReads.accountId, accountId), eq(vendorWalletReads.vendor, vendor));
  }

  /** The wallet's version now (its cache row is made on first use). */
  private async versionOf(accountId: number, vendor: string): Promise<number> {
    await this.db
      .insert(vendorWalletReads)
      .values({ accountId, vendor, version: 0 })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ version: vendorWalletReads.version })
      .from(vendorWalletReads)
      .where(this.rowOf(accountId, vendor));
    return row!.version;
  }

  private async hasPending(
    q: Pick<Database, 'select'>,
    accountId: number,
    vendor: string,
  ): Promise<boolean> {
    const [row] = await q
      .select({ id: vendorTransfers.id })
      .from(vendorTransfers)
      .where(
        and(
          eq(vendorTransfers.accountId, accountId),
          eq(vendorTransfers.vendor, vendor),
          eq(vendorTransfers.status, 'pending'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
