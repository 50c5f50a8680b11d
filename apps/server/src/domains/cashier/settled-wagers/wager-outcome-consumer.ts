import type { TValidStakePolicy } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { settledWagers, wagerDays } from '../../../db/schema/index.js';
import type { StoredEvent } from '../../../platform/events/event-catalogue.js';
import type { EventConsumer } from '../../../platform/events/event-consumer.js';
import { agentDayDeltas, moveAgentDays } from './agent-day-fold.js';
import {
  dayDeltas,
  foldWagerEvent,
  wagerKey,
  type WagerEventType,
  type WagerOutcome,
  type WagerRow,
} from './wager-fold.js';

/** The consumer's name: its position's key in `consumer_positions` (never reuse it). */
export const SETTLED_WAGERS_CONSUMER = 'cashier.settled-wagers';

const WAGER_EVENTS = ['wager.settled', 'wager.voided', 'wager.resettled'] as const;

/**
 * The rules the consumer applies, read once per batch on the batch's transaction (the settings
 * are cached; on PGlite another connection would wait for the batch).
 */
export interface SettledWagerRules {
  validStakePolicy(tx: Database): Promise<TValidStakePolicy>;
  timeZone(tx: Database): Promise<string>;
}

/**
 * The consumer of `wager.settled|voided|resettled` that keeps `settled_wagers` and `wager_days`.
 * A batch is folded in memory (every wager it touches read once, its events applied in order)
 * and written with one upsert of the rows and one of the day moves, in the dispatcher's
 * transaction, so the effect commits exactly once with the position.
 */
export function settledWagersConsumer(
  rules: SettledWagerRules,
  options: { batchSize?: number } = {},
): EventConsumer {
  return {
    name: SETTLED_WAGERS_CONSUMER,
    types: WAGER_EVENTS,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    handle: async (tx, events) => {
      const [policy, timeZone] = await Promise.all([
        rules.validStakePolicy(tx),
        rules.timeZone(tx),
      ]);
      const outcomes = events.map(asWagerEvent);
      const held = await heldRows(
        tx,
        outcomes.map((o) => o.outcome),
      );
      const paths = await agentPaths(
        tx,
        outcomes.filter((o) => !held.has(wagerKey(o.outcome))).map((o) => o.outcome.accountId),
      );
      const context = { policy, timeZone, agentPathOf: (id: number) => paths.get(id) ?? [] };
      const after = new Map<string, WagerRow>();
      // The position of the event that last changed each row (replays write the same).
      const changedBy = new Map<string, number>();
      for (const { type, outcome, position } of outcomes) {
        const key = wagerKey(outcome);
        const current = after.get(key) ?? held.get(key);
        const next = foldWagerEvent(current, type, outcome, context);
        if (next !== current) {
          after.set(key, next);
          changedBy.set(key, position);
        }
      }
      if (after.size === 0) return;
      const changes = [...after].map(([key, row]) => ({ before: held.get(key), after: row }));
      await writeRows(
        tx,
        [...after].map(([key, row]) => ({ ...row, position: changedBy.get(key)! })),
      );
      await moveDays(tx, dayDeltas(changes));
      // Issue 25: the agent roll-ups move in the same batch, so they never drift from the rows.
      await moveAgentDays(tx, agentDayDeltas(changes));
    },
  };
}

function asWagerEvent(event: StoredEvent): {
  type: WagerEventType;
  outcome: WagerOutcome;
  position: number;
} {
  return {
    type: event.type as WagerEventType,
    outcome: event.payload as WagerOutcome,
    position: event.position,
  };
}

/** The rows the model holds for the batch's wagers, by key. */
async function heldRows(tx: Database, outcomes: WagerOutcome[]): Promise<Map<string, WagerRow>> {
  const keys = JSON.stringify(
    outcomes.map((o) => ({ product: o.product, wager_id: o.wagerId, leg: o.leg })),
  );
  const rows = await tx
    .select()
    .from(settledWagers)
    .where(
      sql`(${settledWagers.product}, ${settledWagers.wagerId}, ${settledWagers.leg}) IN
          (SELECT k.product, k.wager_id, k.leg
             FROM jsonb_to_recordset(${keys}::jsonb) AS k(product text, wager_id text, leg int))`,
    );
  return new Map(rows.map((r) => [wagerKey(r), r]));
}

/**
 * Each member's uplines as `accounts.path` holds them now ('/1/7/42/' root first, the member
 * last), nearest first without the member: the agent path at settlement.
 */
async function agentPaths(tx: Database, accountIds: number[]): Promise<Map<number, number[]>> {
  if (accountIds.length === 0) return new Map();
  const rows = await queryRows<{ id: unknown; path: string }>(
    tx,
    sql`SELECT id, path FROM accounts
         WHERE id IN (SELECT value::bigint FROM jsonb_array_elements_text(
                        ${JSON.stringify([...new Set(accountIds)])}::jsonb))`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      r.path
        .split('/')
        .filter((s) => s !== '')
        .map(Number)
        .reverse()
        .slice(1),
    ]),
  );
}

async function writeRows(tx: Database, rows: (WagerRow & { position: number })[]): Promise<void> {
  const replace = (column: string) => sql.raw(`excluded.${column}`);
  await tx
    .insert(settledWagers)
    .values(rows)
    .onConflictDoUpdate({
      target: [settledWagers.product, settledWagers.wagerId, settledWagers.leg],
      set: {
        category: replace('category'),
        vendor: replace('vendor'),
        gameCode: replace('game_code'),
        gameId: replace('game_id'),
        accountId: replace('account_id'),
        currency: replace('currency'),
        agentPath: replace('agent_path'),
        stake: replace('stake'),
        validStake: replace('valid_stake'),
        win: replace('win'),
        status: replace('status'),
        result: replace('result'),
        version: replace('version'),
        settledAt: replace('settled_at'),
        changedAt: replace('changed_at'),
        businessDay: replace('business_day'),
        position: replace('position'),
      },
    });
}

async function moveDays(tx: Database, deltas: ReturnType<typeof dayDeltas>): Promise<void> {
  if (deltas.length === 0) return;
  const add = (column: string) => sql.raw(`wager_days.${column} + excluded.${column}`);
  await tx
    .insert(wagerDays)
    .values(deltas.map(({ key: _key, ...d }) => d))
    .onConflictDoUpdate({
      target: [wagerDays.businessDay, wagerDays.accountId, wagerDays.product, wagerDays.currency],
      set: {
        wagers: add('wagers'),
        stake: add('stake'),
        validStake: add('valid_stake'),
        win: add('win'),
      },
    });
}
