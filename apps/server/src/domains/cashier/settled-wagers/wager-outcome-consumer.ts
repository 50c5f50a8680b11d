import type { TValidStakePolicy } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { settledWagers } from '../../../db/schema/index.js';
import type { StoredEvent } from '../../../platform/events/event-catalogue.js';
import type { EventConsumer } from '../../../platform/events/event-consumer.js';
import { agentDayDeltas, agentDaysUpsert, agentMemberDaysUpsert } from './agent-day-fold.js';
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
 * and written in one statement (the rows, the day moves, the agent roll-ups), in the
 * dispatcher's transaction, so the effect commits exactly once with the position. Three round
 * trips a batch: the rows held, the new members' agent paths, the write.
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
      // Issue 25: the agent roll-ups move in the same statement, so they never drift from the rows.
      await writeBatch(
        tx,
        [...after].map(([key, row]) => ({ ...row, position: changedBy.get(key)! })),
        dayDeltas(changes),
        agentDayDeltas(changes),
      );
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

/**
 * The batch's whole effect in one statement (one round trip): the rows, the day moves and the
 * agent roll-ups' moves, each table an upsert in its own data-modifying CTE fed by one JSON
 * parameter. Drizzle's multi-row VALUES of a 500-event batch bound about 9,500 parameters and
 * cost most of the batch; the keys of each table are unique in the batch (the deltas are summed
 * per key), so no upsert touches a row twice.
 */
async function writeBatch(
  tx: Database,
  rows: (WagerRow & { position: number })[],
  days: ReturnType<typeof dayDeltas>,
  agents: ReturnType<typeof agentDayDeltas>,
): Promise<void> {
  const rowsJson = JSON.stringify(
    rows.map((r) => ({
      product: r.product,
      wager_id: r.wagerId,
      leg: r.leg,
      category: r.category,
      vendor: r.vendor,
      game_code: r.gameCode,
      game_id: r.gameId,
      account_id: r.accountId,
      currency: r.currency,
      agent_path: r.agentPath,
      stake: r.stake,
      valid_stake: r.validStake,
      win: r.win,
      status: r.status,
      result: r.result,
      version: r.version,
      settled_at: r.settledAt.toISOString(),
      changed_at: r.changedAt.toISOString(),
      business_day: r.businessDay,
      position: r.position,
    })),
  );
  const daysJson = JSON.stringify(days.map(({ key: _key, ...d }) => d));
  await tx.execute(
    sql`WITH w AS (
          INSERT INTO settled_wagers (product, wager_id, leg, category, vendor, game_code, game_id,
                 account_id, currency, agent_path, stake, valid_stake, win, status, result, version,
                 settled_at, changed_at, business_day, position)
          SELECT * FROM jsonb_to_recordset(${rowsJson}::jsonb) AS x(product text, wager_id text,
                 leg integer, category text, vendor text, game_code text, game_id bigint,
                 account_id bigint, currency text, agent_path bigint[], stake bigint,
                 valid_stake bigint, win bigint, status text, result text, version integer,
                 settled_at timestamptz, changed_at timestamptz, business_day date,
                 position bigint)
          ON CONFLICT (product, wager_id, leg) DO UPDATE
             SET category = excluded.category, vendor = excluded.vendor,
                 game_code = excluded.game_code, game_id = excluded.game_id,
                 account_id = excluded.account_id, currency = excluded.currency,
                 agent_path = excluded.agent_path, stake = excluded.stake,
                 valid_stake = excluded.valid_stake, win = excluded.win, status = excluded.status,
                 result = excluded.result, version = excluded.version,
                 settled_at = excluded.settled_at, changed_at = excluded.changed_at,
                 business_day = excluded.business_day, position = excluded.position
          RETURNING 1
        ), d AS (
          INSERT INTO wager_days (business_day, account_id, product, currency, wagers, stake,
                                  valid_stake, win)
          SELECT "businessDay", "accountId", product, currency, wagers, stake, "validStake", win
            FROM jsonb_to_recordset(${daysJson}::jsonb) AS x("businessDay" date,
                 "accountId" bigint, product text, currency text, wagers integer, stake bigint,
                 "validStake" bigint, win bigint)
          ON CONFLICT (business_day, account_id, product, currency) DO UPDATE
             SET wagers = wager_days.wagers + excluded.wagers,
                 stake = wager_days.stake + excluded.stake,
                 valid_stake = wager_days.valid_stake + excluded.valid_stake,
                 win = wager_days.win + excluded.win
          RETURNING 1
        ), a AS (${agentDaysUpsert(agents.days)}), m AS (${agentMemberDaysUpsert(agents.members)})
        SELECT (SELECT count(*) FROM w), (SELECT count(*) FROM d), (SELECT count(*) FROM a),
               (SELECT count(*) FROM m)`,
  );
}
