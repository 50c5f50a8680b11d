import {
  errorMessages,
  type THouseGameCode,
  type THouseOutcome,
  type THouseRound,
} from '@lw/contracts';
import { sha256Hex } from '@lw/games';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { BatchedStatement, TransactionalRunner } from '../../cashier/ledger/index.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { DrawSeed, HouseSeeds } from './house-seeds.js';
import type { HouseSession } from './house-session.js';
import type { SeedBox } from './seed-box.js';

type Executor = Pick<Database, 'execute'>;
export type RoundStatus = 'pending' | 'open' | 'closing' | 'settled' | 'void';

/** A house round as stored, with its seed's commitment (and the seed once revealed). */
export interface HouseRoundRow {
  id: number;
  roundId: string;
  playerKey: string;
  accountId: number | null;
  playerId: string;
  gameCode: THouseGameCode;
  requestHash: string;
  currency: string;
  stake: number;
  payout: number;
  status: RoundStatus;
  clientSeed: string;
  nonce: number;
  outcome: THouseOutcome;
  secret: Record<string, unknown> | null;
  jackpotContribution: number;
  jackpotWon: boolean;
  jackpotAmount: number | null;
  balanceAfter: number | null;
  createdAt: Date;
  settledAt: Date | null;
  serverSeedHash: string;
  /** Only once the pair was rotated. */
  serverSeed: string | null;
}

/** What a new round's draw decides from its seed. */
export interface DrawnRound {
  outcome: THouseOutcome;
  payout: number;
  secret?: Record<string, unknown> | null;
  jackpotContribution?: number;
  jackpotWon?: boolean;
}

const SELECT = sql`SELECT r.id, r.player_key, r.account_id, r.player_id, r.game_code,
    r.request_hash, r.currency, r.stake, r.payout, r.status, r.client_seed, r.nonce, r.outcome,
    r.secret, r.jackpot_contribution, r.jackpot_won, r.jackpot_amount, r.balance_after,
    r.created_at, r.settled_at, s.server_seed_hash,
    CASE WHEN s.active THEN NULL ELSE s.server_seed END AS server_seed
  FROM house_rounds r JOIN house_seeds s ON s.id = r.seed_id`;

/** The `H<id>` round id of betting records, or null when it is not one. */
export function roundNumber(roundId: string): number | null {
  const m = /^H([0-9]{1,15})$/.exec(roundId);
  return m ? Number(m[1]) : null;
}

/**
 * The house rounds: created with the next nonce of the player's seed pair in one transaction
 * (a retried request id answers the round it made), read back with their verify data.
 */
export class HouseRounds {
  constructor(
    private readonly db: Database,
    private readonly seeds: HouseSeeds,
    private readonly clock: Clock,
    private readonly box: SeedBox,
    /** The driver (the hot path's two-round-trip transaction); the slow path is drizzle's. */
    private readonly runner?: TransactionalRunner,
  ) {}

  /**
   * The round of this request id, or a new one drawn from the player's seeds. The same id with
   * other content is IDEMPOTENCY_CONFLICT; a second unfinished mines round is HOUSE_ROUND_OPEN.
   */
  async create(
    session: HouseSession,
    input: { gameCode: THouseGameCode; requestId: string; content: unknown[]; stake: number },
    draw: (seed: DrawSeed) => DrawnRound,
  ): Promise<HouseRoundRow> {
    const requestHash = sha256Hex(JSON.stringify([input.gameCode, ...input.content]));
    if (this.runner) {
      const fast = await this.createFast(this.runner, session, input, requestHash, draw);
      if (fast !== 'slow') return fast;
    }
    const existing = await this.byRequest(session.playerKey, input.requestId);
    if (existing) return sameRequest(existing, requestHash);
    await this.box.ready();
    const id = await this.db
      .transaction(async (tx) => {
        const seed = await this.seeds.take(tx, session);
        const drawn = draw(seed);
        const [row] = await queryRows<{ id: unknown }>(
          tx as unknown as Database,
          sql`INSERT INTO house_rounds (player_key, account_id, player_id, game_code, request_id,
                request_hash, currency, stake, payout, status, seed_id, client_seed, nonce, outcome,
                secret, jackpot_contribution, jackpot_won, created_at)
              VALUES (${session.playerKey}, ${session.accountId}, ${session.playerId},
                ${input.gameCode}, ${input.requestId}, ${requestHash}, ${session.currency},
                ${input.stake}, ${drawn.payout}, 'pending', ${seed.id}, ${seed.clientSeed},
                ${seed.nonce}, ${JSON.stringify(drawn.outcome)}::jsonb,
                ${drawn.secret ? JSON.stringify(drawn.secret) : null}::jsonb,
                ${drawn.jackpotContribution ?? 0}, ${drawn.jackpotWon ?? false},
                ${this.clock.now().toISOString()}::timestamptz)
              ON CONFLICT DO NOTHING RETURNING id`,
        );
        // A conflict: another request with this id won the race, or an unfinished mines round
        // exists. Roll back so the nonce is not used up.
        if (!row) throw new Conflict();
        return Number(row.id);
      })
      .catch(async (err: unknown) => {
        if (!(err instanceof Conflict)) throw err;
        return null;
      });
    if (id === null) {
      const raced = await this.byRequest(session.playerKey, input.requestId);
      if (raced) return sameRequest(raced, requestHash);
      throw new AppError('HOUSE_ROUND_OPEN', errorMessages.HOUSE_ROUND_OPEN.en);
    }
    return (await this.get(id))!;
  }

  /**
   * The common case in two round trips on the driver: take the nonce (BEGIN travels with it),
   * insert the drawn round (COMMIT travels with it). A conflict (a replayed request id, an
   * unfinished mines round) gives the nonce back in the same statement and answers from the
   * stored round; a pair without a client seed, or a first round, goes the slow way.
   */
  private async createFast(
    runner: TransactionalRunner,
    session: HouseSession,
    input: { gameCode: THouseGameCode; requestId: string; stake: number },
    requestHash: string,
    draw: (seed: DrawSeed) => DrawnRound,
  ): Promise<HouseRoundRow | 'slow'> {
    await this.box.ready();
    const createdAt = this.clock.now();
    const made = await runner.transaction(async (q) => {
      const seed = await this.seeds.takeOn(q, session);
      if (!seed) return null;
      const drawn = draw(seed);
      const [row] = await q.query<{ id: unknown }>(
        `WITH i AS (
           INSERT INTO house_rounds (player_key, account_id, player_id, game_code, request_id,
             request_hash, currency, stake, payout, status, seed_id, client_seed, nonce, outcome,
             secret, jackpot_contribution, jackpot_won, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $13::jsonb,
             $14::jsonb, $15, $16, $17::timestamptz)
           ON CONFLICT DO NOTHING RETURNING id
         ), back AS (
           UPDATE house_seeds SET nonce = nonce - 1
            WHERE id = $10 AND NOT EXISTS (SELECT 1 FROM i)
         )
         SELECT id FROM i`,
        [
          session.playerKey,
          session.accountId,
          session.playerId,
          input.gameCode,
          input.requestId,
          requestHash,
          session.currency,
          input.stake,
          drawn.payout,
          seed.id,
          seed.clientSeed,
          seed.nonce,
          JSON.stringify(drawn.outcome),
          drawn.secret ? JSON.stringify(drawn.secret) : null,
          drawn.jackpotContribution ?? 0,
          drawn.jackpotWon ?? false,
          createdAt.toISOString(),
        ],
        'house_round_insert',
        { commit: true },
      );
      return { seed, drawn, id: row ? Number(row.id) : null };
    });
    if (!made) return 'slow';
    if (made.id === null) {
      const raced = await this.byRequest(session.playerKey, input.requestId);
      if (raced) return sameRequest(raced, requestHash);
      throw new AppError('HOUSE_ROUND_OPEN', errorMessages.HOUSE_ROUND_OPEN.en);
    }
    const { seed, drawn, id } = made;
    return drawnRow({ session, input, requestHash, seed, drawn, id, createdAt });
  }

  /**
   * The insert of a drawn round with its id known (the instant path: it travels before the
   * wager core's claim, in the money's transaction). A replayed request id or an open round
   * makes it fail with a unique violation (23505), which aborts the transaction.
   */
  insertStatement(r: HouseRoundRow & { requestId: string; seedId: number }): BatchedStatement {
    return {
      name: 'house_round_insert_id',
      text: `INSERT INTO house_rounds (id, player_key, account_id, player_id, game_code,
               request_id, request_hash, currency, stake, payout, status, seed_id, client_seed,
               nonce, outcome, secret, jackpot_contribution, jackpot_won, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending', $11, $12, $13,
               $14::jsonb, $15::jsonb, $16, $17, $18::timestamptz)`,
      params: [
        r.id,
        r.playerKey,
        r.accountId,
        r.playerId,
        r.gameCode,
        r.requestId,
        r.requestHash,
        r.currency,
        r.stake,
        r.payout,
        r.seedId,
        r.clientSeed,
        r.nonce,
        JSON.stringify(r.outcome),
        r.secret ? JSON.stringify(r.secret) : null,
        r.jackpotContribution,
        r.jackpotWon,
        r.createdAt.toISOString(),
      ],
    };
  }

  /**
   * The fast spin's round insert with its own checks (issue 23: two round trips): it advances
   * the pair's nonce only if the row still holds the drawn pair (active, this client seed, this
   * nonce) and the launch session is live (not revoked, not expired), and inserts the round
   * with that seed. When a check fails the seed is NULL and the NOT NULL of `seed_id` aborts the
   * transaction (23502): a batched statement answers no rows, so the failure is the signal.
   */
  guardedInsertStatement(
    r: HouseRoundRow & { requestId: string; seedId: number },
    guard: { tokenHash: string; now: Date },
  ): BatchedStatement {
    return {
      name: 'house_round_insert_guarded',
      text: `WITH seed AS (
               UPDATE house_seeds SET nonce = nonce + 1
                WHERE id = $11 AND nonce = $13 AND active AND client_seed = $12
                  AND EXISTS (SELECT 1 FROM game_sessions
                               WHERE token_hash = $19 AND revoked_at IS NULL
                                 AND expires_at > $20::timestamptz)
                RETURNING id)
             INSERT INTO house_rounds (id, player_key, account_id, player_id, game_code,
               request_id, request_hash, currency, stake, payout, status, seed_id, client_seed,
               nonce, outcome, secret, jackpot_contribution, jackpot_won, created_at)
             SELECT $1::bigint, $2::text, $3::bigint, $4::text, $5::text, $6::text, $7::text,
               $8::text, $9::bigint, $10::bigint, 'pending', seed.id, $12::text, $13::int,
               $14::jsonb, $15::jsonb, $16::bigint, $17::boolean, $18::timestamptz
               FROM (SELECT 1) one LEFT JOIN seed ON true`,
      params: [...this.insertStatement(r).params, guard.tokenHash, guard.now.toISOString()],
    };
  }

  /** The content hash a request id is bound to. */
  requestHashOf(gameCode: THouseGameCode, content: unknown[]): string {
    return sha256Hex(JSON.stringify([gameCode, ...content]));
  }

  /** The stored round of a request id with this content (else the conflict it is). */
  async replayOf(
    session: HouseSession,
    requestId: string,
    requestHash: string,
  ): Promise<HouseRoundRow> {
    const raced = await this.byRequest(session.playerKey, requestId);
    if (raced) return sameRequest(raced, requestHash);
    throw new AppError('HOUSE_ROUND_OPEN', errorMessages.HOUSE_ROUND_OPEN.en);
  }

  async get(id: number, db: Executor = this.db): Promise<HouseRoundRow | null> {
    const [row] = await this.select(db, sql`WHERE r.id = ${id}`);
    return row ?? null;
  }

  /** Locks the round (FOR UPDATE) inside `tx`. */
  async lock(tx: Executor, id: number): Promise<HouseRoundRow | null> {
    // Inside a transaction: the revealed seed is not opened (that may read the box's key).
    const [row] = await this.select(tx, sql`WHERE r.id = ${id} FOR UPDATE OF r`, false);
    return row ?? null;
  }

  async byRequest(playerKey: string, requestId: string): Promise<HouseRoundRow | null> {
    const [row] = await this.select(
      this.db,
      sql`WHERE r.player_key = ${playerKey} AND r.request_id = ${requestId}`,
    );
    return row ?? null;
  }

  /** The player's unfinished round of a game (mines), if any. */
  async unfinished(playerKey: string, gameCode: string): Promise<HouseRoundRow | null> {
    const [row] = await this.select(
      this.db,
      sql`WHERE r.player_key = ${playerKey} AND r.game_code = ${gameCode}
            AND r.status IN ('pending', 'open', 'closing') ORDER BY r.id DESC LIMIT 1`,
    );
    return row ?? null;
  }

  /** Rounds left unfinished (a crash between the draw and the money): the resume job's list. */
  async stale(olderThan: Date, limit: number): Promise<HouseRoundRow[]> {
    return this.select(
      this.db,
      sql`WHERE r.status IN ('pending', 'closing')
            AND r.created_at < ${olderThan.toISOString()}::timestamptz
          ORDER BY r.id LIMIT ${limit}`,
    );
  }

  /**
   * The statement that settles a pending round with its balance after, for the wager core to run
   * in its write (one transaction and round trip with the money); answers the settled time too.
   */
  settledStatement(
    id: number,
    outcome: THouseOutcome,
    balanceAfter: number,
  ): { statement: BatchedStatement; settledAt: Date } {
    const settledAt = this.clock.now();
    return {
      settledAt,
      statement: {
        name: 'house_round_settled',
        text: `UPDATE house_rounds SET status = 'settled', outcome = $2::jsonb,
                 balance_after = $3, settled_at = $4::timestamptz
                WHERE id = $1 AND status = 'pending'`,
        params: [id, JSON.stringify(outcome), balanceAfter, settledAt.toISOString()],
      },
    };
  }

  /** Writes the round's new state; only from `from` statuses (a guarded update). */
  async update(
    db: Executor,
    id: number,
    from: RoundStatus[],
    set: {
      status: RoundStatus;
      payout?: number;
      outcome?: THouseOutcome;
      balanceAfter?: number;
      settled?: boolean;
    },
  ): Promise<boolean> {
    const parts: SQL[] = [sql`status = ${set.status}`];
    if (set.payout !== undefined) parts.push(sql`payout = ${set.payout}`);
    if (set.outcome) parts.push(sql`outcome = ${JSON.stringify(set.outcome)}::jsonb`);
    if (set.balanceAfter !== undefined) parts.push(sql`balance_after = ${set.balanceAfter}`);
    if (set.settled) parts.push(sql`settled_at = ${this.clock.now().toISOString()}::timestamptz`);
    const rows = await queryRows<{ id: unknown }>(
      db as Database,
      sql`UPDATE house_rounds SET ${sql.join(parts, sql`, `)}
           WHERE id = ${id} AND status IN (${sql.join(
             from.map((s) => sql`${s}`),
             sql`, `,
           )}) RETURNING id`,
    );
    return rows.length > 0;
  }

  async select(db: Executor, where: SQL, openSeeds = true): Promise<HouseRoundRow[]> {
    const rows = await queryRows<Record<string, unknown>>(db as Database, sql`${SELECT} ${where}`);
    return Promise.all(
      rows.map(async (r) => {
        const row = toRow(r);
        if (row.serverSeed) row.serverSeed = openSeeds ? await this.box.open(row.serverSeed) : null;
        return row;
      }),
    );
  }
}

class Conflict extends Error {}

/** A round as it is right after its draw (pending, with its seed's public part). */
export function drawnRow(d: {
  session: HouseSession;
  input: { gameCode: THouseGameCode; requestId: string; stake: number };
  requestHash: string;
  seed: DrawSeed;
  drawn: DrawnRound;
  id: number;
  createdAt: Date;
}): HouseRoundRow & { requestId: string; seedId: number } {
  const { session, input, seed, drawn } = d;
  return {
    id: d.id,
    roundId: `H${d.id}`,
    playerKey: session.playerKey,
    accountId: session.accountId,
    playerId: session.playerId,
    gameCode: input.gameCode,
    requestHash: d.requestHash,
    requestId: input.requestId,
    seedId: seed.id,
    currency: session.currency,
    stake: input.stake,
    payout: drawn.payout,
    status: 'pending',
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
    outcome: drawn.outcome,
    secret: drawn.secret ?? null,
    jackpotContribution: drawn.jackpotContribution ?? 0,
    jackpotWon: drawn.jackpotWon ?? false,
    jackpotAmount: null,
    balanceAfter: null,
    createdAt: d.createdAt,
    settledAt: null,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: null,
  };
}

function sameRequest(row: HouseRoundRow, requestHash: string): HouseRoundRow {
  if (row.requestHash !== requestHash) {
    throw new AppError('IDEMPOTENCY_CONFLICT', errorMessages.IDEMPOTENCY_CONFLICT.en);
  }
  return row;
}

function toRow(r: Record<string, unknown>): HouseRoundRow {
  const id = Number(r.id);
  return {
    id,
    roundId: `H${id}`,
    playerKey: r.player_key as string,
    accountId: r.account_id === null ? null : Number(r.account_id),
    playerId: r.player_id as string,
    gameCode: r.game_code as THouseGameCode,
    requestHash: r.request_hash as string,
    currency: r.currency as string,
    stake: Number(r.stake),
    payout: Number(r.payout),
    status: r.status as RoundStatus,
    clientSeed: r.client_seed as string,
    nonce: Number(r.nonce),
    outcome: json(r.outcome) as THouseOutcome,
    secret: r.secret === null ? null : (json(r.secret) as Record<string, unknown>),
    jackpotContribution: Number(r.jackpot_contribution),
    jackpotWon: r.jackpot_won === true,
    jackpotAmount: r.jackpot_amount === null ? null : Number(r.jackpot_amount),
    balanceAfter: r.balance_after === null ? null : Number(r.balance_after),
    createdAt: new Date(r.created_at as string),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at as string),
    serverSeedHash: r.server_seed_hash as string,
    serverSeed: (r.server_seed as string | null) ?? null,
  };
}

function json(v: unknown): unknown {
  return typeof v === 'string' ? JSON.parse(v) : v;
}

/**
 * The link to /fairness that recomputes the round in the browser: the seeds and nonce, plus what
 * the game's outcome depends on besides them (a slot's stake for the payout, the dice bet, the
 * mine count).
 */
export function verifyUrl(
  row: Pick<
    HouseRoundRow,
    'gameCode' | 'serverSeedHash' | 'serverSeed' | 'clientSeed' | 'nonce' | 'outcome' | 'stake'
  >,
): string {
  const q = new URLSearchParams({
    game: row.gameCode,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: String(row.nonce),
  });
  if (row.serverSeed) q.set('serverSeed', row.serverSeed);
  const o = row.outcome;
  if (o.kind === 'slot') q.set('stake', String(row.stake));
  if (o.kind === 'dice') {
    q.set('direction', o.direction);
    q.set('target', String(o.target));
    q.set('stake', String(row.stake));
  }
  if (o.kind === 'mines') q.set('mines', String(o.mines));
  return `/fairness?${q.toString()}`;
}

/** The round as the API shows it (mine positions only once the round is over). */
export function toApiRound(row: HouseRoundRow, balance: number | null): THouseRound {
  return {
    roundId: row.roundId,
    gameCode: row.gameCode,
    currency: row.currency,
    stake: row.stake,
    payout: row.payout,
    status: row.status === 'settled' ? 'settled' : 'open',
    outcome: row.outcome,
    fairness: {
      serverSeedHash: row.serverSeedHash,
      serverSeed: row.serverSeed,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
      verifyUrl: verifyUrl(row),
    },
    balance,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
