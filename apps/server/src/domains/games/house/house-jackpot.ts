import { HOUSE_VENDOR, type THouseJackpotResponse } from '@lw/contracts';
import {
  drawJackpot,
  FloatStream,
  JACKPOT_CURSOR,
  jackpotContribution,
  type JackpotConfig,
} from '@lw/games';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { LedgerService, TransferRequest } from '../../cashier/ledger/index.js';
import type { Clock } from '../../../platform/clock.js';
import type { HouseRoundRow } from './house-rounds.js';
import type { DrawSeed } from './house-seeds.js';
import type { HouseSettings } from './house-settings.js';

/** The jackpot's part of a spin: what the stake adds to the pool and whether it won it. */
export interface JackpotDraw {
  contribution: number;
  won: boolean;
}

/**
 * The progressive jackpot of the house slots (real money only). The pool is a ledger system
 * account (purpose 'jackpot', per currency): each spin's contribution moves from the house to the
 * pool once its bet is taken, a won pool moves to the house in the claim's transaction, which pays
 * it to the winner in the round's win; the house reseeds the pool in the same transaction. Every
 * transfer has an idempotency key of its round, so nothing moves twice.
 */
export class HouseJackpot {
  private readonly seeded = new Set<string>();

  constructor(
    private readonly deps: {
      db: Database;
      ledger: LedgerService;
      /** The site currency: the lobby's pool comes first. */
      currency: () => Promise<string>;
      settings: Pick<HouseSettings, 'jackpot'>;
      clock: Clock;
    },
  ) {}

  /** The active config, or null when the operator switched the jackpot off. */
  async config(): Promise<JackpotConfig | null> {
    const s = await this.deps.settings.jackpot();
    return s.enabled ? s : null;
  }

  /** The draw of a spin: its own stream of the round's seeds (cursor JACKPOT_CURSOR). */
  draw(config: JackpotConfig, stake: number, seed: DrawSeed): JackpotDraw {
    const src = new FloatStream(seed.serverSeed, seed.clientSeed, seed.nonce, JACKPOT_CURSOR);
    return {
      contribution: jackpotContribution(config, stake),
      won: drawJackpot(config, stake, src),
    };
  }

  /** Moves a settled bet's contribution from the player's house shard to the pool (once). */
  async fund(round: HouseRoundRow): Promise<void> {
    if (round.jackpotContribution <= 0 || round.accountId === null) return;
    await this.ensureSeeded(round.currency);
    const [house, pool] = await Promise.all([
      this.houseId(round.currency, round.accountId),
      this.pool(round.currency),
    ]);
    await this.deps.ledger.postTransfer({
      idempotencyKey: `house-jackpot-fund:${round.roundId}`,
      reason: 'jackpot',
      reference: round.roundId,
      actor: 'system',
      legs: [
        { accountId: house, amount: -round.jackpotContribution },
        { accountId: pool, amount: round.jackpotContribution },
      ],
      metadata: { kind: 'contribution' },
    });
  }

  /**
   * Pays the whole pool to a winning round exactly once: the pool moves to the player's house
   * shard (the round's win pays the player from there) and the house reseeds it, in one
   * transaction that also writes the amount on the round. A second call answers the amount.
   */
  async claim(round: HouseRoundRow, seedAmount: number): Promise<number> {
    await this.ensureSeeded(round.currency);
    const [house, houseMain, pool] = await Promise.all([
      this.houseId(round.currency, round.accountId!),
      this.houseId(round.currency, 0),
      this.pool(round.currency),
    ]);
    return this.deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [locked] = await queryRows<{ jackpot_amount: unknown }>(
        db,
        sql`SELECT jackpot_amount FROM house_rounds WHERE id = ${round.id} FOR UPDATE`,
      );
      if (locked?.jackpot_amount !== null && locked?.jackpot_amount !== undefined) {
        return Number(locked.jackpot_amount);
      }
      // Winners of one currency take turns, so each takes the pool the previous one left.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`house-jackpot:${round.currency}`}))`,
      );
      const [balance] = await queryRows<{ balance: unknown }>(
        db,
        sql`SELECT balance FROM ledger_accounts WHERE id = ${pool}`,
      );
      const amount = Number(balance?.balance ?? 0);
      const transfers: TransferRequest[] = [];
      if (amount > 0) {
        transfers.push({
          idempotencyKey: `house-jackpot-win:${round.roundId}`,
          reason: 'jackpot',
          reference: round.roundId,
          actor: 'system',
          legs: [
            { accountId: pool, amount: -amount },
            { accountId: house, amount },
          ],
          metadata: { kind: 'win' },
        });
      }
      if (seedAmount > 0) transfers.push(this.reseed(round.roundId, seedAmount, houseMain, pool));
      if (transfers.length > 0) await this.deps.ledger.postLinkedTransfers(transfers, { tx });
      await tx.execute(
        sql`UPDATE house_rounds SET jackpot_amount = ${amount}, payout = payout + ${amount}
             WHERE id = ${round.id}`,
      );
      const at = this.deps.clock.now().toISOString();
      await tx.execute(
        sql`INSERT INTO house_jackpot_events (kind, currency, amount, round_id, account_id, created_at)
            VALUES ('win', ${round.currency}, ${amount}, ${round.id}, ${round.accountId},
                    ${at}::timestamptz),
                   ('reseed', ${round.currency}, ${seedAmount}, ${round.id}, NULL, ${at}::timestamptz)`,
      );
      return amount;
    });
  }

  /** The lobby counter: the pool per currency (the vendor's currency first). */
  async publicView(): Promise<THouseJackpotResponse> {
    const s = await this.deps.settings.jackpot();
    const currency = await this.deps.currency();
    const pools = await this.pools();
    if (!pools.some((p) => p.currency === currency) && s.enabled) {
      pools.unshift({ currency, amount: s.seed });
    }
    pools.sort((a, b) => Number(b.currency === currency) - Number(a.currency === currency));
    return { enabled: s.enabled, pools, oneIn: s.oneIn, maxStake: s.maxStake };
  }

  /** Every pool's balance, by currency. */
  async pools(): Promise<{ currency: string; amount: number }[]> {
    const rows = await queryRows<{ currency: string; balance: unknown }>(
      this.deps.db,
      sql`SELECT currency, balance FROM ledger_accounts
           WHERE owner_type = 'system' AND purpose = 'jackpot' ORDER BY currency`,
    );
    return rows.map((r) => ({ currency: r.currency, amount: Number(r.balance) }));
  }

  /** The first fill of a currency's pool by the house (once; later fills are claims' reseeds). */
  private async ensureSeeded(currency: string): Promise<void> {
    if (this.seeded.has(currency)) return;
    const config = await this.config();
    if (!config || config.seed <= 0) return;
    const [houseMain, pool] = await Promise.all([this.houseId(currency, 0), this.pool(currency)]);
    await this.deps.db.transaction(async (tx) => {
      const [posted] = await this.deps.ledger.postLinkedTransfers(
        [this.reseed(`initial:${currency}`, config.seed, houseMain, pool)],
        { tx },
      );
      if (!posted!.replayed) {
        await tx.execute(
          sql`INSERT INTO house_jackpot_events (kind, currency, amount, created_at)
              VALUES ('reseed', ${currency}, ${config.seed},
                      ${this.deps.clock.now().toISOString()}::timestamptz)`,
        );
      }
    });
    this.seeded.add(currency);
  }

  private reseed(key: string, amount: number, houseMain: number, pool: number): TransferRequest {
    return {
      idempotencyKey: `house-jackpot-reseed:${key}`,
      reason: 'jackpot',
      reference: key,
      actor: 'system',
      legs: [
        { accountId: houseMain, amount: -amount },
        { accountId: pool, amount },
      ],
      metadata: { kind: 'reseed' },
    };
  }

  /** The house's account a player's rounds use (its shard), as the game wallet picks it. */
  private async houseId(currency: string, accountId: number): Promise<number> {
    return (await this.deps.ledger.houseAccountFor(HOUSE_VENDOR, currency, accountId)).id;
  }

  private async pool(currency: string): Promise<number> {
    return (await this.deps.ledger.systemAccount('jackpot', currency)).id;
  }
}
