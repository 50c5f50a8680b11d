import { dayOfInstant, validStakeOf, type TValidStakePolicy } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { publish } from '../../../platform/events/publish.js';
import type { WagerEventType, WagerOutcome } from './wager-fold.js';

/** A wager event as a test publishes it. */
export interface WagerEvent {
  type: WagerEventType;
  payload: WagerOutcome;
}

/** A `wager.*` event with defaults for what the test does not care about. */
export function wagerEvent(
  type: WagerEventType,
  fields: Partial<WagerOutcome> & Pick<WagerOutcome, 'wagerId' | 'accountId' | 'settledAt'>,
): WagerEvent {
  return {
    type,
    payload: {
      product: 'VSIM',
      leg: 0,
      currency: 'THB',
      category: 'RNG',
      gameCode: 'g1',
      gameId: null,
      stake: 1_000,
      win: 0,
      status: type === 'wager.voided' ? 'voided' : 'settled',
      version: 1,
      ...fields,
    },
  };
}

/** Publishes the events in order, `perTransaction` to a transaction (as producers would). */
export async function publishWagers(
  db: Database,
  events: readonly WagerEvent[],
  perTransaction = 1,
): Promise<void> {
  for (let i = 0; i < events.length; i += perTransaction) {
    await db.transaction(async (tx) => {
      for (const e of events.slice(i, i + perTransaction)) {
        await publish(tx, {
          type: e.type,
          key: `wager:${e.payload.product}:${e.payload.wagerId}:${e.payload.leg}`,
          payload: e.payload,
        });
      }
    });
  }
}

/** A row of settled_wagers as tests compare it. */
export interface ModelRow {
  product: string;
  wagerId: string;
  leg: number;
  accountId: number;
  currency: string;
  agentPath: number[];
  stake: number;
  validStake: number;
  win: number;
  status: string;
  version: number;
  settledAt: string;
  businessDay: string;
}

/** A non-empty row of wager_days as tests compare it. */
export interface ModelDay {
  businessDay: string;
  accountId: number;
  product: string;
  currency: string;
  wagers: number;
  stake: number;
  validStake: number;
  win: number;
}

const byKey = <T extends object>(rows: T[], key: (r: T) => string) =>
  [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
const rowKey = (r: ModelRow) => JSON.stringify([r.product, r.wagerId, r.leg]);
const dayKey = (d: ModelDay) => JSON.stringify([d.businessDay, d.accountId, d.product, d.currency]);

/** What the database holds: every row, and the days that are not all zero. */
export async function readModel(db: Database): Promise<{ rows: ModelRow[]; days: ModelDay[] }> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT product, wager_id, leg, account_id, currency, agent_path::text AS agent_path,
               stake, valid_stake, win, status, version, settled_at,
               to_char(business_day, 'YYYY-MM-DD') AS business_day
          FROM settled_wagers`,
  );
  const days = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT to_char(business_day, 'YYYY-MM-DD') AS business_day, account_id, product,
               currency, wagers, stake, valid_stake, win
          FROM wager_days
         WHERE wagers <> 0 OR stake <> 0 OR valid_stake <> 0 OR win <> 0`,
  );
  return {
    rows: byKey(
      rows.map((r) => ({
        product: String(r.product),
        wagerId: String(r.wager_id),
        leg: Number(r.leg),
        accountId: Number(r.account_id),
        currency: String(r.currency),
        agentPath: String(r.agent_path)
          .replace(/[{}]/g, '')
          .split(',')
          .filter((s) => s !== '')
          .map(Number),
        stake: Number(r.stake),
        validStake: Number(r.valid_stake),
        win: Number(r.win),
        status: String(r.status),
        version: Number(r.version),
        settledAt: new Date(r.settled_at as string).toISOString(),
        businessDay: String(r.business_day),
      })),
      rowKey,
    ),
    days: byKey(
      days.map((d) => ({
        businessDay: String(d.business_day),
        accountId: Number(d.account_id),
        product: String(d.product),
        currency: String(d.currency),
        wagers: Number(d.wagers),
        stake: Number(d.stake),
        validStake: Number(d.valid_stake),
        win: Number(d.win),
      })),
      dayKey,
    ),
  };
}

/**
 * The read model recomputed from the events alone, the way the docs define it: each wager is
 * its highest version; it settled at the earliest time any of its events told, and that time's
 * day (in `timeZone`) is its business day; a voided wager wins 0 and adds nothing to its day.
 */
export function recompute(
  events: readonly WagerEvent[],
  policy: TValidStakePolicy,
  timeZone: string,
  agentPaths: ReadonlyMap<number, number[]>,
): { rows: ModelRow[]; days: ModelDay[] } {
  const latest = new Map<string, WagerEvent>();
  const firstAt = new Map<string, number>();
  for (const e of events) {
    const key = JSON.stringify([e.payload.product, e.payload.wagerId, e.payload.leg]);
    const held = latest.get(key);
    if (!held || e.payload.version > held.payload.version) latest.set(key, e);
    const at = Date.parse(e.payload.settledAt);
    firstAt.set(key, Math.min(firstAt.get(key) ?? at, at));
  }
  const rows: ModelRow[] = [...latest].map(([key, { type, payload: p }]) => {
    const voided = type === 'wager.voided' || p.status === 'voided';
    const settledAt = new Date(firstAt.get(key)!);
    return {
      product: p.product,
      wagerId: p.wagerId,
      leg: p.leg,
      accountId: p.accountId,
      currency: p.currency,
      agentPath: agentPaths.get(p.accountId) ?? [],
      stake: p.stake,
      validStake: validStakeOf(
        {
          stake: p.stake,
          currency: p.currency,
          status: voided ? 'voided' : 'settled',
          result: p.result,
          sides: p.sides,
        },
        policy,
      ),
      win: voided ? 0 : p.win,
      status: voided ? 'voided' : type === 'wager.resettled' ? 'resettled' : 'settled',
      version: p.version,
      settledAt: settledAt.toISOString(),
      businessDay: dayOfInstant(settledAt, timeZone),
    };
  });
  const days = new Map<string, ModelDay>();
  for (const r of rows) {
    if (r.status === 'voided') continue;
    const d: ModelDay = {
      businessDay: r.businessDay,
      accountId: r.accountId,
      product: r.product,
      currency: r.currency,
      wagers: 0,
      stake: 0,
      validStake: 0,
      win: 0,
    };
    const day = days.get(dayKey(d)) ?? d;
    day.wagers += 1;
    day.stake += r.stake;
    day.validStake += r.validStake;
    day.win += r.win;
    days.set(dayKey(d), day);
  }
  return { rows: byKey(rows, rowKey), days: byKey([...days.values()], dayKey) };
}

/**
 * Inserts an agent under the house and two members under it (no password hashing: the read
 * model only reads ids and paths); answers the members' ids and agent paths.
 */
export async function seedMembers(
  db: Database,
  tag: string,
): Promise<{ members: number[]; agentPaths: Map<number, number[]> }> {
  type Node = { id: number; path: string; depth: number };
  const insert = async (username: string, type: number, upline: Node | null): Promise<Node> => {
    const [row] = await queryRows<{ id: string; path: string; depth: number }>(
      db,
      sql`WITH n AS (SELECT nextval(pg_get_serial_sequence('accounts', 'id')) AS id)
          INSERT INTO accounts (id, username, type, upline_id, path, depth, password_hash,
                                nickname, referral_code)
          SELECT n.id, ${username}, ${type}, ${upline?.id ?? null}::bigint,
                 ${upline?.path ?? '/'} || n.id || '/', ${upline ? upline.depth + 1 : 0},
                 'x', ${username}, ${`R${tag}${username}`.toUpperCase()}
            FROM n
          RETURNING id::text, path, depth`,
    );
    return { id: Number(row!.id), path: row!.path, depth: Number(row!.depth) };
  };
  const root = await insert(`${tag}root`, 1, null);
  const agent = await insert(`${tag}agent`, 1, root);
  const members = [await insert(`${tag}m1`, 0, agent), await insert(`${tag}m2`, 0, agent)];
  const agentPaths = new Map(members.map((m) => [m.id, [agent.id, root.id]]));
  return { members: members.map((m) => m.id), agentPaths };
}

/**
 * The crash test's workload, the same in the child and the test: 300 settlements over two
 * members around a Bangkok midnight, 150 resettles a day later, 50 voids of resettled wagers.
 */
export function crashWorkload(): WagerEvent[] {
  const base = Date.parse('2026-03-04T16:55:00Z');
  const at = (minutes: number) => new Date(base + minutes * 60_000).toISOString();
  const common = (i: number) => ({
    wagerId: `c${i}`,
    accountId: 901 + (i % 2),
    stake: 100 + i,
  });
  return [
    ...Array.from({ length: 300 }, (_, i) =>
      wagerEvent('wager.settled', { ...common(i), win: (i * 37) % 500, settledAt: at(i % 10) }),
    ),
    ...Array.from({ length: 150 }, (_, i) =>
      wagerEvent('wager.resettled', {
        ...common(i),
        win: 1_000 + i,
        version: 2,
        settledAt: at(24 * 60 + i),
      }),
    ),
    ...Array.from({ length: 50 }, (_, i) =>
      wagerEvent('wager.voided', { ...common(i), version: 3, settledAt: at(2 * 24 * 60) }),
    ),
  ];
}

/**
 * Issue 25: the agent roll-ups as a recomputation from `settled_wagers` gives them, beside what
 * the consumer holds: both lists are empty when they agree (zero rows left by moves are equal
 * to absent ones).
 */
export async function agentRollupDifferences(db: Database): Promise<unknown[]> {
  return queryRows(
    db,
    sql`WITH expected AS (
          SELECT p.agent_id, p.level::int AS level, w.business_day, w.currency,
                 count(*)::int AS wagers, sum(w.stake)::bigint AS stake,
                 sum(w.valid_stake)::bigint AS valid_stake, sum(w.win)::bigint AS win
            FROM settled_wagers w
                 CROSS JOIN LATERAL unnest(w.agent_path) WITH ORDINALITY AS p(agent_id, level)
           WHERE w.status <> 'voided' GROUP BY 1, 2, 3, 4),
        held AS (
          SELECT agent_id, level, business_day, currency, wagers, stake, valid_stake, win
            FROM wager_agent_days
           WHERE wagers <> 0 OR stake <> 0 OR valid_stake <> 0 OR win <> 0),
        expected_members AS (
          SELECT p.agent_id, w.business_day, w.currency, w.account_id AS member_id,
                 sum(w.valid_stake)::bigint AS valid_stake
            FROM settled_wagers w CROSS JOIN LATERAL unnest(w.agent_path) AS p(agent_id)
           WHERE w.status <> 'voided' GROUP BY 1, 2, 3, 4 HAVING sum(w.valid_stake) <> 0),
        held_members AS (
          SELECT agent_id, business_day, currency, member_id, valid_stake
            FROM wager_agent_member_days WHERE valid_stake <> 0)
        SELECT 'days-missing' AS kind, to_jsonb(x) AS row FROM (SELECT * FROM expected EXCEPT SELECT * FROM held) x
        UNION ALL SELECT 'days-extra', to_jsonb(x) FROM (SELECT * FROM held EXCEPT SELECT * FROM expected) x
        UNION ALL SELECT 'members-missing', to_jsonb(x) FROM (SELECT * FROM expected_members EXCEPT SELECT * FROM held_members) x
        UNION ALL SELECT 'members-extra', to_jsonb(x) FROM (SELECT * FROM held_members EXCEPT SELECT * FROM expected_members) x`,
  );
}
