import {
  addDays,
  basisPointsOf,
  dayOfInstant,
  type TMyRebate,
  type TRebateClaimResult,
  type TRebateDayRow,
  type TRebateExplain,
  type TRebateRates,
  type TRebateRun,
} from '@lw/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { accounts, rebateDays, rebateMoves, rebateRuns } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { offerRefusal, requireGoodStanding } from '../../cashier/member-standing/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { rebateOf, type PayOutcome, type RebatePayer } from './rebate-payer.js';
import { loadRates, saveRates } from './rebate-rates.js';
import type { VipLevelOf } from './vip-level-port.js';

/** Past days the daily run looks at again for corrections (a resettle or void after payment). */
export const REBATE_CORRECTION_DAYS = 7;
const HISTORY = 50;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The member's page, the claim, the daily run and the operator's views of the rebate. */
export class RebateService {
  constructor(
    private readonly db: Database,
    private readonly payer: RebatePayer,
    private readonly settings: SettingsService,
    private readonly moneyGate: MoneyGate,
    private readonly vipLevelOf: VipLevelOf,
    private readonly clock: Clock,
  ) {}

  /** Today's business day in the operator's time zone. */
  async today(): Promise<string> {
    const { timeZone } = await this.settings.get('cashier');
    return dayOfInstant(this.clock.now(), timeZone);
  }

  /** manualRebate: what accrued today per category, what was paid of it, and the history. */
  async mine(accountId: number): Promise<TMyRebate> {
    const day = await this.today();
    const { currency } = await this.settings.get('cashier');
    const vip = await this.vipLevelOf(accountId);
    const rates = await loadRates(this.db);
    const { candidates, existing } = await this.payer.sources(day, accountId);
    const lines = candidates
      .filter((c) => c.currency === currency)
      .map((c) => {
        const row = existing.get(`${c.accountId}|${c.category}|${c.currency}`);
        const rate = row
          ? {
              rateBps: row.rate_bps,
              dailyCap: row.daily_cap === null ? null : Number(row.daily_cap),
            }
          : rates.rateOf(vip.level, c.category);
        const accrued =
          row?.status === 'forfeited' ? 0 : rebateOf(c.valid, rate.rateBps, rate.dailyCap);
        const paid = Number(row?.paid ?? 0);
        return {
          category: c.category,
          validStake: c.valid,
          rateBps: rate.rateBps,
          dailyCap: rate.dailyCap,
          accrued,
          paid,
          claimable: Math.max(0, accrued - paid),
        };
      })
      .sort((a, b) => a.category.localeCompare(b.category));
    const member = { accountId, currency, at: this.clock.now() };
    const blocked = (await offerRefusal(this.db, this.moneyGate, member))?.code ?? null;
    const history = await this.db
      .select()
      .from(rebateMoves)
      .where(eq(rebateMoves.accountId, accountId))
      .orderBy(desc(rebateMoves.id))
      .limit(HISTORY);
    return {
      businessDay: day,
      currency,
      level: vip.level,
      levelLabel: vip.label ?? '',
      lines,
      claimable: lines.reduce((sum, l) => sum + l.claimable, 0),
      blocked,
      history: history.map((m) => ({
        businessDay: m.businessDay,
        category: m.category,
        kind: m.kind,
        validStake: m.validStake,
        amount: m.amount,
        at: m.createdAt.toISOString(),
      })),
    };
  }

  /**
   * The member claims today's accrual: one pass of the payer over today for this member, so 20
   * claims at once pay once (the day rows' locks) and the daily run pays only what is left.
   * A restricted member is refused (PLAY_RESTRICTED, ACCOUNT_LOCKED, ...).
   */
  async claim(accountId: number): Promise<TRebateClaimResult> {
    const day = await this.today();
    const { currency } = await this.settings.get('cashier');
    await this.db.transaction((tx) =>
      requireGoodStanding(tx, this.moneyGate, {
        accountId,
        amount: 1,
        currency,
        at: this.clock.now(),
        key: `rebate-claim:${accountId}`,
      }),
    );
    const outcome = await this.payer.payDay(day, { kind: 'claim', accountId, refuse: true });
    const positive = outcome.lines.filter((l) => l.amount > 0);
    return {
      businessDay: day,
      paid: positive.reduce((s, l) => s + l.amount, 0),
      lines: positive.map((l) => ({ category: l.category, amount: l.amount })),
    };
  }

  /**
   * The daily run: pays `day` for every member (what a claim did not take), then looks at the
   * `REBATE_CORRECTION_DAYS` days before it and moves what corrections changed. Safe to run
   * twice at once or again later: each row moves only `accrued − paid` under its lock.
   */
  async runDay(day: string, trigger: string): Promise<TRebateRun> {
    const [run] = await this.db
      .insert(rebateRuns)
      .values({ businessDay: day, trigger, startedAt: this.clock.now() })
      .returning();
    const total: PayOutcome = {
      members: 0,
      moves: 0,
      paid: 0,
      takenBack: 0,
      forfeited: 0,
      lines: [],
    };
    const add = (o: PayOutcome) => {
      total.members += o.members;
      total.moves += o.moves;
      total.paid += o.paid;
      total.takenBack += o.takenBack;
      total.forfeited += o.forfeited;
    };
    add(await this.payer.payDay(day, { kind: 'daily', runId: run!.id }));
    for (let back = 1; back <= REBATE_CORRECTION_DAYS; back += 1) {
      add(await this.payer.payDay(addDays(day, -back), { kind: 'adjustment', runId: run!.id }));
    }
    const [done] = await this.db
      .update(rebateRuns)
      .set({
        finishedAt: this.clock.now(),
        members: total.members,
        moves: total.moves,
        paid: total.paid,
        takenBack: total.takenBack,
        forfeited: total.forfeited,
      })
      .where(eq(rebateRuns.id, run!.id))
      .returning();
    return runOf(done!);
  }

  /** An operator's run of a past day (audited); the day must have ended. */
  async operatorRun(actor: Actor, day: string): Promise<TRebateRun> {
    if (day >= (await this.today())) {
      throw new AppError('VALIDATION_ERROR', 'Only a day that has ended can be run', {
        businessDay: day,
      });
    }
    const run = await this.runDay(day, `operator:${actor.operatorId ?? 0}`);
    await recordAudit(this.db, actor, {
      action: 'rebate.run',
      targetType: 'rebate_day',
      targetId: day,
      after: run,
    });
    return run;
  }

  async runs(): Promise<TRebateRun[]> {
    const rows = await this.db.select().from(rebateRuns).orderBy(desc(rebateRuns.id)).limit(100);
    return rows.map(runOf);
  }

  async rates(): Promise<TRebateRates> {
    return { rates: (await loadRates(this.db)).rates };
  }

  async saveRates(actor: Actor, next: TRebateRates): Promise<TRebateRates> {
    const before = await this.rates();
    await saveRates(this.db, next.rates);
    await recordAudit(this.db, actor, {
      action: 'rebate.rates',
      targetType: 'rebate_rates',
      before,
      after: next,
    });
    return this.rates();
  }

  /** The day's paid rows with the member's name. */
  async days(day: string): Promise<TRebateDayRow[]> {
    const rows = await this.db
      .select({
        accountId: rebateDays.accountId,
        username: accounts.username,
        category: rebateDays.category,
        currency: rebateDays.currency,
        level: rebateDays.level,
        rateBps: rebateDays.rateBps,
        validStake: rebateDays.validStake,
        paid: rebateDays.paid,
        moves: rebateDays.moves,
        status: rebateDays.status,
      })
      .from(rebateDays)
      .innerJoin(accounts, eq(accounts.id, rebateDays.accountId))
      .where(eq(rebateDays.businessDay, day))
      .orderBy(desc(rebateDays.paid), rebateDays.accountId)
      .limit(1_000);
    return rows;
  }

  /** A paid rebate recomputed from its sources: the day's wagers now, the rate, the formula. */
  async explain(q: {
    accountId: number;
    businessDay: string;
    category: string;
  }): Promise<TRebateExplain> {
    const [row] = await this.db
      .select()
      .from(rebateDays)
      .where(
        and(
          eq(rebateDays.accountId, q.accountId),
          eq(rebateDays.businessDay, q.businessDay),
          eq(rebateDays.category, q.category),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'No rebate for that member, day and category');
    const wagers = await queryRows<{
      product: string;
      wager_id: string;
      status: string;
      stake: string;
      valid_stake: string;
    }>(
      this.db,
      sql`SELECT product, wager_id, status, stake, valid_stake FROM settled_wagers
           WHERE business_day = ${q.businessDay}::date AND account_id = ${q.accountId}
             AND category = ${q.category} AND currency = ${row.currency}
           ORDER BY settled_at, product, wager_id LIMIT 5000`,
    );
    const list = wagers.map((w) => ({
      product: w.product,
      wagerId: w.wager_id,
      status: w.status,
      stake: Number(w.stake),
      validStake: w.status === 'voided' ? 0 : Number(w.valid_stake),
    }));
    const validStake = list.reduce((s, w) => s + w.validStake, 0);
    const recomputed =
      row.status === 'forfeited' ? 0 : rebateOf(validStake, row.rateBps, row.dailyCap);
    const moves = await this.db
      .select()
      .from(rebateMoves)
      .where(
        and(
          eq(rebateMoves.accountId, q.accountId),
          eq(rebateMoves.businessDay, q.businessDay),
          eq(rebateMoves.category, q.category),
        ),
      )
      .orderBy(rebateMoves.id);
    const raw = basisPointsOf(validStake, row.rateBps, 'floor');
    const capped = row.dailyCap !== null && raw > row.dailyCap ? `, capped at ${row.dailyCap}` : '';
    return {
      accountId: q.accountId,
      businessDay: q.businessDay,
      category: q.category,
      currency: row.currency,
      wagers: list,
      validStake,
      rateBps: row.rateBps,
      dailyCap: row.dailyCap,
      recomputed,
      paid: row.paid,
      formula:
        row.status === 'forfeited'
          ? 'forfeited: the member was restricted when the day was paid'
          : `floor(${validStake} × ${row.rateBps} / 10000) = ${raw}${capped} → ${recomputed}`,
      matches: recomputed === row.paid,
      moves: moves.map((m) => ({
        businessDay: m.businessDay,
        category: m.category,
        kind: m.kind,
        validStake: m.validStake,
        amount: m.amount,
        at: m.createdAt.toISOString(),
      })),
    };
  }
}

function runOf(r: typeof rebateRuns.$inferSelect): TRebateRun {
  return {
    id: r.id,
    businessDay: r.businessDay,
    trigger: r.trigger,
    startedAt: r.startedAt.toISOString(),
    finishedAt: iso(r.finishedAt),
    members: r.members,
    moves: r.moves,
    paid: r.paid,
    takenBack: r.takenBack,
    forfeited: r.forfeited,
  };
}
