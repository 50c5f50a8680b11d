import { basisPointsOf, FUN_CURRENCY } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService, TransferRequest } from '../../cashier/ledger/index.js';
import { standingRefusals } from '../../cashier/member-standing/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import { loadRates } from './rebate-rates.js';
import type { VipLevelsOf } from './vip-level-port.js';

/** Rows a transaction locks and pays at most (one linked ledger call each). */
const CHUNK = 500;
/** The ledger's play-money currency (trial wallets) and the protocol's FUN never earn rebates. */
const PLAY_CURRENCY = 'PLAY';

export type TMoveKind = 'claim' | 'daily' | 'adjustment';

/** What one pass over a day did. */
export interface PayOutcome {
  members: number;
  moves: number;
  paid: number;
  takenBack: number;
  forfeited: number;
  /** Per category: what moved for the claim's answer. */
  lines: { accountId: number; category: string; amount: number }[];
}

interface SourceRow {
  account_id: string | number;
  category: string;
  currency: string;
  valid: string | number;
}

interface DayRow {
  account_id: string | number;
  category: string;
  currency: string;
  level: number;
  rate_bps: number;
  daily_cap: string | number | null;
  paid: string | number;
  moves: number;
  status: 'open' | 'forfeited';
}

interface Candidate {
  accountId: number;
  category: string;
  currency: string;
  valid: number;
}

const keyOf = (c: { accountId: number; category: string; currency: string }) =>
  `${c.accountId}|${c.category}|${c.currency}`;

/** The rebate of a valid stake at a rate: floor of the basis points, then the daily cap. */
export function rebateOf(validStake: number, rateBps: number, dailyCap: number | null): number {
  const amount = basisPointsOf(Math.max(0, validStake), rateBps, 'floor');
  return dailyCap === null ? amount : Math.min(amount, dailyCap);
}

/**
 * Pays one business day's rebates (issue 26 item 8): for each member and category, what the
 * settled-wager read model gives now (`rebateOf(valid stake, rate)`) less what was already paid,
 * under the day row's lock, through the ledger (system `promotion` ↔ the member's main wallet),
 * keyed `rebate:<member>:<day>:<category>:<currency>:<n>` (the row's n-th movement). A manual
 * claim, the daily job and a later correction all go through here, so a day is never paid twice
 * and a resettled or voided wager moves only the difference. The rate (and the VIP level it came
 * from) is fixed when the day is first paid. A member refused by `standingRefusals` (cashier/member-standing) when the daily
 * run pays forfeits the day (`forfeited`: it never pays); a claim is refused instead.
 */
export class RebatePayer {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly moneyGate: MoneyGate,
    private readonly vipLevelsOf: VipLevelsOf,
    private readonly clock: Clock,
  ) {}

  /** The day's sources and rows (one member's when `accountId`), as the payer would see them. */
  async sources(day: string, accountId?: number, db: Database = this.db) {
    const one = accountId === undefined ? sql`` : sql`AND s.account_id = ${accountId}`;
    const oneDay = accountId === undefined ? sql`` : sql`AND d.account_id = ${accountId}`;
    const src = await queryRows<SourceRow>(
      db,
      sql`SELECT s.account_id, s.category, s.currency, sum(s.valid_stake) AS valid
            FROM settled_wagers s
           WHERE s.business_day = ${day}::date AND s.status <> 'voided'
             AND s.currency NOT IN (${FUN_CURRENCY}, ${PLAY_CURRENCY}) ${one}
           GROUP BY s.account_id, s.category, s.currency`,
    );
    const rows = await queryRows<DayRow>(
      db,
      sql`SELECT d.account_id, d.category, d.currency, d.level, d.rate_bps, d.daily_cap, d.paid,
                 d.moves, d.status
            FROM rebate_days d WHERE d.business_day = ${day}::date ${oneDay}`,
    );
    const candidates = new Map<string, Candidate>();
    for (const s of src) {
      const c = {
        accountId: Number(s.account_id),
        category: s.category,
        currency: s.currency,
        valid: Number(s.valid),
      };
      candidates.set(keyOf(c), c);
    }
    const existing = new Map<string, DayRow>();
    for (const r of rows) {
      const c = { accountId: Number(r.account_id), category: r.category, currency: r.currency };
      existing.set(keyOf(c), r);
      // A day whose wagers were all voided after payment: its valid stake is 0 now.
      if (!candidates.has(keyOf(c))) candidates.set(keyOf(c), { ...c, valid: 0 });
    }
    return { candidates: [...candidates.values()], existing };
  }

  /**
   * Pays `day` for every member with play (or one member: a claim). `kind` names the movements;
   * `refuse` (a claim) throws the refusal instead of forfeiting.
   */
  async payDay(
    day: string,
    options: { kind: TMoveKind; accountId?: number; runId?: number | null; refuse?: boolean },
  ): Promise<PayOutcome> {
    const outcome: PayOutcome = {
      members: 0,
      moves: 0,
      paid: 0,
      takenBack: 0,
      forfeited: 0,
      lines: [],
    };
    const { candidates, existing } = await this.sources(day, options.accountId);
    const rates = await loadRates(this.db);
    // The levels of members paid for the first time this day, in one read.
    const levels = await this.vipLevelsOf([
      ...new Set(candidates.filter((c) => !existing.has(keyOf(c))).map((c) => c.accountId)),
    ]);
    // Only rows whose figure moves need a transaction: the rest are paid already.
    const todo: (Candidate & { level: number; rateBps: number; dailyCap: number | null })[] = [];
    for (const c of candidates) {
      const row = existing.get(keyOf(c));
      if (row?.status === 'forfeited') continue;
      const level = row?.level ?? levels.get(c.accountId)?.level ?? 0;
      const rate = row
        ? { rateBps: row.rate_bps, dailyCap: row.daily_cap === null ? null : Number(row.daily_cap) }
        : rates.rateOf(level, c.category);
      const owed = rebateOf(c.valid, rate.rateBps, rate.dailyCap) - Number(row?.paid ?? 0);
      if (owed !== 0) todo.push({ ...c, level, ...rate });
    }
    todo.sort((a, b) => a.accountId - b.accountId || keyOf(a).localeCompare(keyOf(b)));
    const members = new Set<number>();
    for (let i = 0; i < todo.length; i += CHUNK) {
      await this.payChunk(day, todo.slice(i, i + CHUNK), options, outcome, members);
    }
    outcome.members = members.size;
    return outcome;
  }

  private async payChunk(
    day: string,
    chunk: (Candidate & { level: number; rateBps: number; dailyCap: number | null })[],
    options: { kind: TMoveKind; runId?: number | null; refuse?: boolean },
    outcome: PayOutcome,
    members: Set<number>,
  ): Promise<void> {
    const pool = await this.ledger.systemAccount('promotion', chunk[0]!.currency);
    const wallets = new Map<string, number>();
    const keys = [...new Set(chunk.map((c) => `${c.accountId}|${c.currency}`))];
    // The ledger makes a missing wallet on its own connection: in parallel, before the lock.
    const made = await Promise.all(
      keys.map((k) => {
        const [id, currency] = k.split('|') as [string, string];
        return this.ledger.walletOf(Number(id), 'main', currency);
      }),
    );
    keys.forEach((k, i) => wallets.set(k, made[i]!.id));
    const pools = new Map<string, number>([[chunk[0]!.currency, pool.id]]);
    for (const c of chunk) {
      if (!pools.has(c.currency))
        pools.set(c.currency, (await this.ledger.systemAccount('promotion', c.currency)).id);
    }
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      // New rows first (a concurrent payer's insert wins: then its rate is the day's), then lock.
      await tx.execute(
        sql`INSERT INTO rebate_days (account_id, business_day, category, currency, level, rate_bps,
                                     daily_cap, valid_stake, paid, moves, status, updated_at)
            VALUES ${sql.join(
              chunk.map(
                (c) =>
                  sql`(${c.accountId}, ${day}::date, ${c.category}, ${c.currency}, ${c.level},
                       ${c.rateBps}, ${c.dailyCap}::bigint, 0, 0, 0, 'open', ${now.toISOString()}::timestamptz)`,
              ),
              sql`, `,
            )}
            ON CONFLICT DO NOTHING`,
      );
      const locked = await queryRows<DayRow>(
        tx,
        sql`SELECT account_id, category, currency, level, rate_bps, daily_cap, paid, moves, status
              FROM rebate_days
             WHERE business_day = ${day}::date
               AND (account_id, category, currency) IN (${sql.join(
                 chunk.map((c) => sql`(${c.accountId}::bigint, ${c.category}, ${c.currency})`),
                 sql`, `,
               )})
             ORDER BY account_id, category, currency
             FOR UPDATE`,
      );
      const byKey = new Map(
        locked.map((r) => [
          keyOf({ accountId: Number(r.account_id), category: r.category, currency: r.currency }),
          r,
        ]),
      );
      const refusals = await standingRefusals(tx, this.moneyGate, chunk, now, `rebate:${day}`);
      const payments: { c: Candidate; row: DayRow; amount: number; request: TransferRequest }[] =
        [];
      const takeBacks: typeof payments = [];
      const forfeits: Candidate[] = [];
      for (const c of chunk) {
        const row = byKey.get(keyOf(c));
        if (!row || row.status === 'forfeited') continue;
        const cap = row.daily_cap === null ? null : Number(row.daily_cap);
        const amount = rebateOf(c.valid, row.rate_bps, cap) - Number(row.paid);
        if (amount === 0) continue;
        const wallet = wallets.get(`${c.accountId}|${c.currency}`)!;
        const poolId = pools.get(c.currency)!;
        const key = `rebate:${c.accountId}:${day}:${c.category}:${c.currency}:${row.moves + 1}`;
        const request: TransferRequest = {
          idempotencyKey: key,
          reason: 'rebate',
          reference: `rebate:${c.accountId}:${day}:${c.category}`,
          legs: [
            { accountId: poolId, amount: -amount },
            { accountId: wallet, amount },
          ],
          actor: 'system',
          metadata: {
            businessDay: day,
            category: c.category,
            validStake: c.valid,
            rateBps: row.rate_bps,
          },
        };
        if (amount < 0) {
          takeBacks.push({ c, row, amount, request });
          continue;
        }
        const refusal = refusals.get(c.accountId);
        if (refusal) {
          if (options.refuse) throw refusal;
          forfeits.push(c);
          continue;
        }
        payments.push({ c, row, amount, request });
      }
      const posted =
        payments.length > 0
          ? await this.ledger.postLinkedTransfers(
              payments.map((p) => p.request),
              { tx },
            )
          : [];
      const done = payments.map((p, i) => ({ ...p, transferId: posted[i]!.transferId }));
      // A take-back is a savepoint of its own: a member who spent the rebate keeps it until a
      // later run finds the balance (the ledger never lets a member's balance go negative).
      for (const t of takeBacks) {
        try {
          const [back] = await tx.transaction(async (sp) =>
            this.ledger.postLinkedTransfers([t.request], { tx: sp as unknown as Database }),
          );
          done.push({ ...t, transferId: back!.transferId });
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')) throw err;
        }
      }
      if (done.length > 0) {
        const stamp = sql`${now.toISOString()}::timestamptz`;
        // One statement each for the rows and the movements, however many the chunk paid.
        await tx.execute(
          sql`UPDATE rebate_days d SET paid = d.paid + v.amount, moves = d.moves + 1,
                     valid_stake = v.valid, updated_at = ${stamp}
                FROM (VALUES ${sql.join(
                  done.map(
                    (d) =>
                      sql`(${d.c.accountId}::bigint, ${d.c.category}, ${d.c.currency},
                           ${d.amount}::bigint, ${d.c.valid}::bigint)`,
                  ),
                  sql`, `,
                )}) AS v(account_id, category, currency, amount, valid)
               WHERE d.account_id = v.account_id AND d.business_day = ${day}::date
                 AND d.category = v.category AND d.currency = v.currency`,
        );
        await tx.execute(
          sql`INSERT INTO rebate_moves (account_id, business_day, category, currency, kind,
                                        valid_stake, amount, ledger_transfer_id, run_id, created_at)
              VALUES ${sql.join(
                done.map((d) => {
                  // A day's first payment is the claim or the daily run; later ones adjust it.
                  const kind: TMoveKind =
                    d.row.moves > 0 && options.kind !== 'claim' ? 'adjustment' : options.kind;
                  return sql`(${d.c.accountId}, ${day}::date, ${d.c.category}, ${d.c.currency},
                              ${kind}, ${d.c.valid}, ${d.amount}, ${d.transferId},
                              ${options.runId ?? null}::bigint, ${stamp})`;
                }),
                sql`, `,
              )}`,
        );
      }
      for (const d of done) {
        members.add(d.c.accountId);
        outcome.moves += 1;
        if (d.amount > 0) outcome.paid += d.amount;
        else outcome.takenBack -= d.amount;
        outcome.lines.push({ accountId: d.c.accountId, category: d.c.category, amount: d.amount });
      }
      for (const f of forfeits) {
        await tx.execute(
          sql`UPDATE rebate_days SET status = 'forfeited', valid_stake = ${f.valid},
                     updated_at = ${now.toISOString()}::timestamptz
               WHERE account_id = ${f.accountId} AND business_day = ${day}::date
                 AND category = ${f.category} AND currency = ${f.currency}`,
        );
        outcome.forfeited += 1;
      }
    });
  }
}
