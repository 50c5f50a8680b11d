import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MAX_SESSION_MINUTES,
  MONEY_LIMIT_KINDS,
  type TAnswerLimitPrompt,
  type TLimitChange,
  type TLimitKind,
  type TLimitPeriod,
  type TLimitState,
  type TMemberLimits,
  type TMyLimits,
} from '@lw/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { limitChanges, limitPrompts, memberLimits } from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { publish } from '../../../platform/events/publish.js';
import type { AccountsService } from '../../identity/accounts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { periodBounds } from './limit-periods.js';
import { sessionMinutes } from './session-time.js';

type LimitRow = typeof memberLimits.$inferSelect;
type Action = TLimitChange['action'];

interface Who {
  by: 'member' | 'operator';
  actor?: Actor;
}

/**
 * A member's limits: set from the member centre (a new limit or a decrease applies at once; an
 * increase or removal waits for the cooling-off and then the member's confirmation, the old limit
 * staying in force meanwhile), lowered by an operator, with every change kept in
 * `limit_changes`, a `limits.changed` event and the account's `spend_limited` flag written in the
 * change's transaction. Changes of one member are serialised by an advisory lock.
 */
export class LimitsService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
    private readonly accounts: AccountsService,
  ) {}

  /** The member's limits with what is used and left of each in the current period. */
  async mine(accountId: number): Promise<TMyLimits> {
    const now = this.clock.now();
    const [cashier, spend, rows, prompt] = await Promise.all([
      this.settings.get('cashier'),
      this.settings.get('spendLimits'),
      this.db.select().from(memberLimits).where(eq(memberLimits.accountId, accountId)),
      this.db.select().from(limitPrompts).where(eq(limitPrompts.accountId, accountId)),
    ]);
    const byKey = new Map(rows.map((r) => [`${r.kind}:${r.period}`, r]));
    const limits: TLimitState[] = [];
    for (const kind of LIMIT_KINDS) {
      for (const period of LIMIT_PERIODS) {
        const { start, end } = periodBounds(now, period, cashier.timeZone);
        const row = byKey.get(`${kind}:${period}`);
        const used =
          kind === 'session'
            ? row?.amount != null
              ? await sessionMinutes(this.db, accountId, start, end)
              : 0
            : await this.usedIn(accountId, kind, period, start);
        const amount = row?.amount ?? null;
        limits.push({
          kind,
          period,
          amount,
          pending: row?.pendingAt
            ? {
                amount: row.pendingAmount,
                requestedAt: row.pendingAt.toISOString(),
                confirmableAt: row.pendingConfirmableAt!.toISOString(),
              }
            : null,
          used,
          remaining: amount === null ? null : Math.max(0, amount - used),
          periodStart: start.toISOString(),
          resetsAt: end.toISOString(),
        });
      }
    }
    return {
      currency: cashier.currency,
      limits,
      promptAnswered: promptDone(prompt[0]),
      registrationPromptAnswered: prompt.length > 0,
      coolingOffHours: spend.coolingOffHours,
    };
  }

  /** The back office's view: the member's and the whole history. */
  async ofMember(accountId: number): Promise<TMemberLimits> {
    if (!(await this.accounts.findById(accountId))) {
      throw new AppError('NOT_FOUND', 'Account not found');
    }
    return { ...(await this.mine(accountId)), history: await this.history(accountId, 200) };
  }

  async history(accountId: number, limit = 100): Promise<TLimitChange[]> {
    const rows = await this.db
      .select()
      .from(limitChanges)
      .where(eq(limitChanges.accountId, accountId))
      .orderBy(desc(limitChanges.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as TLimitKind,
      period: r.period as TLimitPeriod,
      action: r.action as Action,
      from: r.fromAmount,
      to: r.toAmount,
      by: r.by as 'member' | 'operator',
      at: r.at.toISOString(),
    }));
  }

  /** The member sets, raises, lowers or removes (null) a limit. */
  async set(
    accountId: number,
    kind: TLimitKind,
    period: TLimitPeriod,
    amount: number | null,
  ): Promise<TMyLimits> {
    const spend = await this.settings.get('spendLimits');
    checkAmount(kind, amount, spend.maximums[kind]);
    await this.change(accountId, kind, period, (row, now) => {
      const current = row?.amount ?? null;
      if (amount !== null && (current === null || amount < current)) {
        return { amount, pending: null, action: current === null ? 'set' : 'decreased' };
      }
      if (amount === current) {
        // Asking for the limit in force drops a pending increase or removal.
        return row?.pendingAt ? { amount: current, pending: null, action: 'cancelled' } : null;
      }
      const confirmableAt = new Date(now.getTime() + spend.coolingOffHours * 3_600_000);
      return {
        amount: current,
        pending: { amount, at: now, confirmableAt },
        action: amount === null ? 'removal_requested' : 'increase_requested',
      };
    });
    return this.mine(accountId);
  }

  /** The member confirms a pending increase or removal once its cooling-off is over. */
  async confirm(accountId: number, kind: TLimitKind, period: TLimitPeriod): Promise<TMyLimits> {
    await this.change(accountId, kind, period, (row, now) => {
      if (!row?.pendingAt) throw notPending();
      if (row.pendingConfirmableAt! > now) {
        throw new AppError('LIMIT_CHANGE_NOT_PENDING', 'The cooling-off is not over yet', {
          confirmableAt: row.pendingConfirmableAt!.toISOString(),
        });
      }
      return { amount: row.pendingAmount, pending: null, action: 'confirmed' };
    });
    return this.mine(accountId);
  }

  /** The member drops a pending increase or removal; the limit in force stays. */
  async cancel(accountId: number, kind: TLimitKind, period: TLimitPeriod): Promise<TMyLimits> {
    await this.change(accountId, kind, period, (row) => {
      if (!row?.pendingAt) throw notPending();
      return { amount: row.amount, pending: null, action: 'cancelled' };
    });
    return this.mine(accountId);
  }

  /** An operator lowers (or sets, where there is none) a member's limit, at once; audited. */
  async lowerByOperator(
    accountId: number,
    kind: TLimitKind,
    period: TLimitPeriod,
    amount: number,
    actor: Actor,
  ): Promise<TMemberLimits> {
    checkAmount(kind, amount, 0);
    if (!(await this.accounts.findById(accountId))) {
      throw new AppError('NOT_FOUND', 'Account not found');
    }
    await this.change(
      accountId,
      kind,
      period,
      (row) => {
        const current = row?.amount ?? null;
        if (current !== null && amount >= current) {
          throw new AppError('VALIDATION_ERROR', 'An operator may only lower a limit', {
            issues: [{ path: ['amount'], message: `must be below ${current}` }],
          });
        }
        return { amount, pending: null, action: 'operator_lowered' };
      },
      { by: 'operator', actor },
    );
    return this.ofMember(accountId);
  }

  /**
   * Records the member's answer to the registration / first-deposit prompt. The first answer
   * stays, except a "not now" at registration: the first deposit asks again (UKGC RTS 12) and
   * that answer replaces it.
   */
  async answerPrompt(accountId: number, answer: TAnswerLimitPrompt): Promise<TMyLimits> {
    const answeredAt = this.clock.now();
    const row = { accountId, answeredWhere: answer.where, answer: answer.answer, answeredAt };
    const insert = this.db.insert(limitPrompts).values(row);
    await (answer.where === 'first_deposit'
      ? insert.onConflictDoUpdate({
          target: limitPrompts.accountId,
          set: { answeredWhere: row.answeredWhere, answer: row.answer, answeredAt },
          setWhere: and(
            eq(limitPrompts.answeredWhere, 'registration'),
            eq(limitPrompts.answer, 'skipped'),
          ),
        })
      : insert.onConflictDoNothing());
    return this.mine(accountId);
  }

  private async usedIn(
    accountId: number,
    kind: TLimitKind,
    period: TLimitPeriod,
    start: Date,
  ): Promise<number> {
    const [row] = await queryRows<{ used: string }>(
      this.db,
      sql`SELECT used::text FROM limit_usage WHERE account_id = ${accountId} AND kind = ${kind}
            AND period = ${period} AND period_start = ${start.toISOString()}::timestamptz`,
    );
    return Number(row?.used ?? 0);
  }

  /**
   * One change of one limit in one transaction: `decide` answers the new state (or null: nothing
   * to do); the row, the history, the event, the account flag and (operators) the audit follow.
   */
  private async change(
    accountId: number,
    kind: TLimitKind,
    period: TLimitPeriod,
    decide: (
      row: LimitRow | undefined,
      now: Date,
    ) => {
      amount: number | null;
      pending: { amount: number | null; at: Date; confirmableAt: Date } | null;
      action: Action;
    } | null,
    who: Who = { by: 'member' },
  ): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`limits:${accountId}`}, 0))`,
      );
      const [row] = await tx
        .select()
        .from(memberLimits)
        .where(
          and(
            eq(memberLimits.accountId, accountId),
            eq(memberLimits.kind, kind),
            eq(memberLimits.period, period),
          ),
        );
      const next = decide(row, now);
      if (!next) return;
      const values = {
        amount: next.amount,
        pendingAmount: next.pending?.amount ?? null,
        pendingAt: next.pending?.at ?? null,
        pendingConfirmableAt: next.pending?.confirmableAt ?? null,
        updatedAt: now,
      };
      if (next.amount === null && !next.pending) {
        await tx
          .delete(memberLimits)
          .where(
            and(
              eq(memberLimits.accountId, accountId),
              eq(memberLimits.kind, kind),
              eq(memberLimits.period, period),
            ),
          );
      } else {
        await tx
          .insert(memberLimits)
          .values({ accountId, kind, period, ...values })
          .onConflictDoUpdate({
            target: [memberLimits.accountId, memberLimits.kind, memberLimits.period],
            set: values,
          });
      }
      const from = row?.amount ?? null;
      const to = next.pending ? next.pending.amount : next.amount;
      await tx.insert(limitChanges).values({
        accountId,
        kind,
        period,
        action: next.action,
        fromAmount: from,
        toAmount: to,
        by: who.by,
        operatorId: who.actor?.operatorId ?? null,
        at: now,
      });
      await publish(tx, {
        type: 'limits.changed',
        key: `account:${accountId}`,
        payload: { accountId, kind, period, action: next.action, from, to, by: who.by },
      });
      const [limited] = await queryRows<{ limited: boolean }>(
        tx,
        sql`SELECT EXISTS (SELECT 1 FROM member_limits WHERE account_id = ${accountId}
              AND amount IS NOT NULL
              AND kind IN (${sql.raw(MONEY_LIMIT_KINDS.map((k) => `'${k}'`).join(','))})) AS limited`,
      );
      await this.accounts.setSpendLimited(accountId, limited!.limited, tx);
      if (who.actor) {
        await recordAudit(tx, who.actor, {
          action: 'limits.lower',
          targetType: 'account',
          targetId: String(accountId),
          before: { kind, period, amount: from },
          after: { kind, period, amount: next.amount },
        });
      }
    });
  }
}

function notPending(): AppError {
  return new AppError('LIMIT_CHANGE_NOT_PENDING', 'No pending change of this limit');
}

/** Session limits are minutes (a month at most); every limit is within the operator's maximum. */
function checkAmount(kind: TLimitKind, amount: number | null, maximum: number): void {
  if (amount === null) return;
  if (kind === 'session' && amount > MAX_SESSION_MINUTES) {
    throw new AppError('VALIDATION_ERROR', 'A session limit is at most a month of minutes', {
      issues: [{ path: ['amount'], message: `at most ${MAX_SESSION_MINUTES}` }],
    });
  }
  if (maximum > 0 && amount > maximum) {
    throw new AppError('LIMIT_ABOVE_MAXIMUM', 'Above the maximum limit', { maximum });
  }
}

/** No deposit prompt is due once a limit was set when asked, or the first deposit's prompt answered. */
function promptDone(row: { answeredWhere: string; answer: string } | undefined): boolean {
  if (!row) return false;
  return !(row.answeredWhere === 'registration' && row.answer === 'skipped');
}
