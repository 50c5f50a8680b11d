import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { LedgerService } from '../ledger/index.js';
import type { PostedTransfer } from '../ledger/index.js';
import type { LiveHub } from '../../../platform/live-hub.js';
import type { WalletBalanceService } from './wallet-balance.service.js';

export interface BalancePusherOptions {
  /** Changes within this window are coalesced into one push per member. */
  coalesceMs?: number;
  /** How long to wait for a caller's transaction to commit before giving up on it. */
  commitWaitMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * Pushes `{type:'balance', …}` to a member's open pages after every ledger change touching
 * their wallets. It hears the ledger's post hook, coalesces per member, and reads the balance
 * after the commit: for transfers posted inside a caller's transaction it waits until they are
 * visible (a rolled-back one never becomes visible and is dropped).
 */
export class BalancePusher {
  private ledgerIds = new Set<number>();
  private readonly waiting = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  /** Ledger account id -> owning member (null: a house account). Identities never change. */
  private readonly owners = new Map<number, number | null>();
  private readonly coalesceMs: number;
  private readonly commitWaitMs: number;

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly balances: WalletBalanceService,
    private readonly hub: LiveHub,
    private readonly options: BalancePusherOptions = {},
  ) {
    this.coalesceMs = options.coalesceMs ?? 50;
    this.commitWaitMs = options.commitWaitMs ?? 10_000;
  }

  start(): void {
    this.unsubscribe = this.ledger.onPosted(({ transfers, committed }) =>
      this.enqueue(transfers, committed),
    );
  }

  /** Stops listening and waits for the pushes under way. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.all([...this.waiting]);
    await this.flushing;
  }

  private enqueue(transfers: PostedTransfer[], committed: boolean): void {
    if (!committed) {
      // Wait for the caller's commit on the side, so one slow transaction delays nobody else.
      const ids = transfers.map((t) => t.transferId);
      const waiting: Promise<void> = this.committedOf(ids)
        .then((visible) => {
          if (visible.size === ids.length) this.enqueue(transfers, true);
        })
        .catch((err: unknown) => this.options.onError?.(err))
        .finally(() => this.waiting.delete(waiting));
      this.waiting.add(waiting);
      return;
    }
    for (const t of transfers) for (const e of t.entries) this.ledgerIds.add(e.accountId);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const ledgerIds = this.ledgerIds;
      this.ledgerIds = new Set();
      this.flushing = this.flushing
        .then(() => this.flush(ledgerIds))
        .catch((err: unknown) => this.options.onError?.(err));
    }, this.coalesceMs);
    this.timer.unref();
  }

  private async flush(ledgerIds: Set<number>): Promise<void> {
    const members = new Set<number>();
    for (const [, owner] of await this.ownersOf([...ledgerIds])) {
      if (owner !== null && this.hub.mayHaveListeners(owner)) members.add(owner);
    }
    if (members.size === 0) return;
    const types = await queryRows<{ id: unknown; type: number }>(
      this.db,
      sql`SELECT id, type FROM accounts WHERE id = ANY(${`{${[...members].join(',')}}`}::bigint[])`,
    );
    for (const row of types) {
      const account = { id: Number(row.id), type: row.type };
      const balance = await this.balances.balanceOf(account);
      await this.hub.publish(account.id, { type: 'balance', ...balance });
    }
  }

  /** Waits (polling) until the given transfers are visible, or the wait runs out. */
  private async committedOf(transferIds: number[]): Promise<Set<number>> {
    const seen = new Set<number>();
    if (transferIds.length === 0) return seen;
    const deadline = Date.now() + this.commitWaitMs;
    for (;;) {
      const missing = transferIds.filter((id) => !seen.has(id));
      const rows = await queryRows<{ id: unknown }>(
        this.db,
        sql`SELECT id FROM ledger_transfers WHERE id = ANY(${`{${missing.join(',')}}`}::bigint[])`,
      );
      for (const r of rows) seen.add(Number(r.id));
      if (seen.size === transferIds.length || Date.now() > deadline || this.stopped) return seen;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  private async ownersOf(ledgerIds: number[]): Promise<Map<number, number | null>> {
    const unknown = ledgerIds.filter((id) => !this.owners.has(id));
    if (unknown.length > 0) {
      const rows = await queryRows<{ id: unknown; owner_id: unknown }>(
        this.db,
        sql`SELECT id, owner_id FROM ledger_accounts WHERE id = ANY(${`{${unknown.join(',')}}`}::bigint[])`,
      );
      for (const r of rows) {
        this.owners.set(Number(r.id), r.owner_id === null ? null : Number(r.owner_id));
      }
    }
    return new Map(ledgerIds.map((id) => [id, this.owners.get(id) ?? null]));
  }
}
