import { dayOfInstant, validStakeOf, type TValidStakePolicy } from '@lw/contracts';
import type { EventPayload } from '../../../platform/events/event-catalogue.js';

/** The payload every `wager.*` event carries (the wager as it stands after the change). */
export type WagerOutcome = EventPayload<'wager.settled'>;
export type WagerEventType = 'wager.settled' | 'wager.voided' | 'wager.resettled';
export type WagerStatus = 'settled' | 'voided' | 'resettled';

/** One row of `settled_wagers`, as the consumer folds it. */
export interface WagerRow {
  product: string;
  wagerId: string;
  leg: number;
  category: string;
  vendor: string;
  gameCode: string;
  gameId: number | null;
  accountId: number;
  currency: string;
  agentPath: number[];
  stake: number;
  validStake: number;
  win: number;
  status: WagerStatus;
  result: string | null;
  version: number;
  settledAt: Date;
  changedAt: Date;
  businessDay: string;
}

/** What a wager adds to its day in `wager_days`. */
export interface DayContribution {
  key: string;
  businessDay: string;
  accountId: number;
  product: string;
  currency: string;
  wagers: number;
  stake: number;
  validStake: number;
  win: number;
}

/** What folding needs besides the event: the rules in force and the member's uplines. */
export interface FoldContext {
  policy: TValidStakePolicy;
  timeZone: string;
  /** The member's uplines, nearest first; read only for a wager the model does not hold yet. */
  agentPathOf: (accountId: number) => number[];
}

export function wagerKey(w: { product: string; wagerId: string; leg: number }): string {
  return JSON.stringify([w.product, w.wagerId, w.leg]);
}

function statusOf(type: WagerEventType, outcome: WagerOutcome): WagerStatus {
  if (type === 'wager.voided' || outcome.status === 'voided') return 'voided';
  return type === 'wager.resettled' ? 'resettled' : 'settled';
}

/**
 * The row after one event. A higher version replaces what the wager is (amounts, status, valid
 * stake under today's policy); a version held already or older changes nothing of that, so a
 * duplicate, a replay or a late older version is harmless. The settlement time is the earliest
 * any version told (what arrived first does not matter), and it alone fixes the business day:
 * a void or resettle days later corrects the day the wager settled, as sportsbooks book it.
 * The agent path is the one read when the row was made.
 */
export function foldWagerEvent(
  current: WagerRow | undefined,
  type: WagerEventType,
  outcome: WagerOutcome,
  context: FoldContext,
): WagerRow {
  const eventAt = new Date(outcome.settledAt);
  if (!current || outcome.version > current.version) {
    const status = statusOf(type, outcome);
    const settledAt = current && current.settledAt <= eventAt ? current.settledAt : eventAt;
    return {
      product: outcome.product,
      wagerId: outcome.wagerId,
      leg: outcome.leg,
      category: outcome.category,
      vendor: outcome.product,
      gameCode: outcome.gameCode,
      gameId: outcome.gameId,
      accountId: outcome.accountId,
      currency: outcome.currency,
      agentPath: current?.agentPath ?? context.agentPathOf(outcome.accountId),
      stake: outcome.stake,
      validStake: validStakeOf(
        {
          stake: outcome.stake,
          currency: outcome.currency,
          status: status === 'voided' ? 'voided' : 'settled',
          result: outcome.result,
          sides: outcome.sides,
        },
        context.policy,
      ),
      win: status === 'voided' ? 0 : outcome.win,
      status,
      result: outcome.result ?? null,
      version: outcome.version,
      settledAt,
      changedAt: eventAt,
      businessDay:
        current && settledAt === current.settledAt
          ? current.businessDay
          : dayOfInstant(settledAt, context.timeZone),
    };
  }
  if (eventAt < current.settledAt) {
    return { ...current, settledAt: eventAt, businessDay: dayOfInstant(eventAt, context.timeZone) };
  }
  return current;
}

/** What a row adds to its day: nothing when voided (the stake went back). */
export function contributionOf(row: WagerRow): DayContribution | null {
  if (row.status === 'voided') return null;
  return {
    key: JSON.stringify([row.businessDay, row.accountId, row.product, row.currency]),
    businessDay: row.businessDay,
    accountId: row.accountId,
    product: row.product,
    currency: row.currency,
    wagers: 1,
    stake: row.stake,
    validStake: row.validStake,
    win: row.win,
  };
}

/**
 * The moves of `wager_days` that take each wager from its `before` row to its `after` row: the
 * old contribution out of its day, the new one into its day (the same day, usually). Days that
 * net to nothing are left out.
 */
export function dayDeltas(
  changes: readonly { before: WagerRow | undefined; after: WagerRow }[],
): DayContribution[] {
  const deltas = new Map<string, DayContribution>();
  const add = (c: DayContribution | null, sign: 1 | -1) => {
    if (!c) return;
    const d = deltas.get(c.key) ?? { ...c, wagers: 0, stake: 0, validStake: 0, win: 0 };
    d.wagers += sign * c.wagers;
    d.stake += sign * c.stake;
    d.validStake += sign * c.validStake;
    d.win += sign * c.win;
    deltas.set(c.key, d);
  };
  for (const { before, after } of changes) {
    if (before) add(contributionOf(before), -1);
    add(contributionOf(after), 1);
  }
  return [...deltas.values()].filter(
    (d) => d.wagers !== 0 || d.stake !== 0 || d.validStake !== 0 || d.win !== 0,
  );
}
