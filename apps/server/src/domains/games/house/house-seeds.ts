import type { THouseRevealedSeed, THouseSeedPair } from '@lw/contracts';
import { errorMessages } from '@lw/contracts';
import { hashServerSeed, serverSeedFromBytes } from '@lw/games';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { queryRows, type Database } from '../../../db/client.js';
import type { SqlRunner } from '../../cashier/ledger/index.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { HouseSession } from './house-session.js';
import { SeedPairCache } from './seed-pair-cache.js';
import type { SeedBox } from './seed-box.js';
import type { DrawSeed, SeedRow } from './seed-rows.js';

export type { DrawSeed, SeedRow } from './seed-rows.js';

/** Any transaction or the database: seeds are read and advanced inside a round's transaction. */
type Executor = Pick<Database, 'execute'>;

interface RawSeed {
  id: unknown;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  nonce: number;
  kind: 'real' | 'fun';
}

/**
 * Provably fair seed pairs, one active pair per player key (account and currency kind, or a
 * visitor's demo session): the server seed from 32 bytes of node:crypto, its SHA-256 shown before
 * play, a client seed made by the player's browser (never by the server: a pair starts without
 * one and draws no round until the browser sends it), the nonce advanced by every round in the
 * round's own transaction. Rotating reveals the old server seed.
 */
export class HouseSeeds {
  /** The fast spin's copies of active pairs; every change of a pair here forgets its copy. */
  readonly pairs = new SeedPairCache();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly box: SeedBox,
  ) {}

  /** The active pair as the player sees it (created on first use). */
  async current(session: HouseSession): Promise<THouseSeedPair> {
    return toPublic(await this.active(this.db, session));
  }

  /**
   * Takes the next nonce of the player's active pair inside `tx` (the row stays locked until the
   * round's transaction ends, so the rounds of one player take turns and no nonce repeats).
   */
  async take(tx: Executor, session: HouseSession): Promise<DrawSeed> {
    this.pairs.forget(session.playerKey);
    const next = () =>
      rows<RawSeed>(
        tx,
        sql`UPDATE house_seeds SET nonce = nonce + 1
             WHERE player_key = ${session.playerKey} AND active AND client_seed IS NOT NULL
             RETURNING id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce, kind`,
      );
    let [row] = await next();
    if (!row) {
      // First use (no pair yet: made here, without a client seed) or a pair still without one.
      await this.active(tx, session);
      [row] = await next();
    }
    if (!row) {
      throw new AppError('HOUSE_CLIENT_SEED_REQUIRED', errorMessages.HOUSE_CLIENT_SEED_REQUIRED.en);
    }
    return (await this.toSeed(row)) as DrawSeed;
  }

  /**
   * `take` on the driver (a round's fast transaction, the statement named so BEGIN travels with
   * it); null when the pair is missing or has no client seed yet (the caller takes the slow
   * path, which makes the pair or refuses).
   */
  async takeOn(q: SqlRunner, session: HouseSession): Promise<DrawSeed | null> {
    this.pairs.forget(session.playerKey);
    const [row] = await q.query<RawSeed>(
      `UPDATE house_seeds SET nonce = nonce + 1
        WHERE player_key = $1 AND active AND client_seed IS NOT NULL
        RETURNING id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce, kind`,
      [session.playerKey],
      'house_seed_take',
    );
    return row ? ((await this.toSeed(row)) as DrawSeed) : null;
  }

  /** `takeOn`, with the id the round will have (taken from its sequence in the same trip). */
  async takeWithRoundId(
    q: SqlRunner,
    session: HouseSession,
  ): Promise<{ seed: DrawSeed; roundId: number } | null> {
    this.pairs.forget(session.playerKey);
    const [row] = await q.query<RawSeed & { round_id: unknown }>(
      `UPDATE house_seeds SET nonce = nonce + 1
        WHERE player_key = $1 AND active AND client_seed IS NOT NULL
        RETURNING id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce, kind,
                  nextval(pg_get_serial_sequence('house_rounds', 'id')) AS round_id`,
      [session.playerKey],
      'house_seed_take_id',
    );
    if (!row) return null;
    return { seed: (await this.toSeed(row)) as DrawSeed, roundId: Number(row.round_id) };
  }

  /**
   * The fast spin's pair: the cached copy, else one read of the active pair together with the
   * launch session's liveness (revoked or expired: `live` false, nothing cached). `pair` is null
   * while there is no pair or it has no client seed (the step-by-step path makes or refuses it).
   */
  async cachedPair(
    q: SqlRunner,
    session: HouseSession,
    now: Date,
  ): Promise<{ live: boolean; pair: DrawSeed | null }> {
    const cached = this.pairs.get(session.playerKey);
    if (cached) return { live: true, pair: cached };
    const [row] = await q.query<(RawSeed & { live: boolean }) | { live: boolean; id: null }>(
      `SELECT g.token_hash IS NOT NULL AS live, s.id, s.server_seed, s.server_seed_hash,
              s.client_seed, s.nonce, s.kind
         FROM (SELECT 1) one
         LEFT JOIN game_sessions g ON g.token_hash = $2 AND g.revoked_at IS NULL
                                  AND g.expires_at > $3::timestamptz
         LEFT JOIN house_seeds s ON s.player_key = $1 AND s.active`,
      [session.playerKey, session.tokenHash, now.toISOString()],
    );
    if (!row?.live) return { live: false, pair: null };
    if (row.id === null || (row as RawSeed).client_seed === null) return { live: true, pair: null };
    const pair = (await this.toSeed(row as RawSeed)) as DrawSeed;
    this.pairs.set(session.playerKey, pair);
    return { live: true, pair };
  }

  /** Changes the client seed of the active pair; the server seed and nonce stay. */
  async setClientSeed(session: HouseSession, clientSeed: string): Promise<THouseSeedPair> {
    this.pairs.forget(session.playerKey);
    await this.active(this.db, session);
    const [row] = await rows<RawSeed>(
      this.db,
      sql`UPDATE house_seeds SET client_seed = ${clientSeed}
           WHERE player_key = ${session.playerKey} AND active
           RETURNING id, server_seed, server_seed_hash, client_seed, nonce, kind`,
    );
    return toPublic(await this.toSeed(row!));
  }

  /**
   * Reveals the active pair and starts a new one. Refused while a round of the pair is still
   * unfinished (an open mines round): revealing its seed would show where the mines are.
   */
  async rotate(
    session: HouseSession,
    clientSeed?: string,
  ): Promise<{ revealed: THouseRevealedSeed; next: THouseSeedPair }> {
    // The new pair takes the browser's seed sent with the rotation, or waits for one: the old
    // client seed is not carried over, so the first round of every pair is the browser's choice.
    await this.box.ready();
    this.pairs.forget(session.playerKey);
    return this.db.transaction(async (tx) => {
      const current = await this.active(tx, session);
      const [locked] = await rows<RawSeed>(
        tx,
        sql`SELECT id, server_seed, server_seed_hash, client_seed, nonce, kind FROM house_seeds
             WHERE id = ${current.id} FOR UPDATE`,
      );
      const seed = await this.toSeed(locked!);
      const [open] = await rows<{ id: unknown }>(
        tx,
        sql`SELECT id FROM house_rounds WHERE seed_id = ${seed.id}
             AND status IN ('pending', 'open', 'closing') LIMIT 1`,
      );
      if (open) throw new AppError('HOUSE_ROUND_OPEN', errorMessages.HOUSE_ROUND_OPEN.en);
      await tx.execute(
        sql`UPDATE house_seeds SET active = false,
              revealed_at = ${this.clock.now().toISOString()}::timestamptz WHERE id = ${seed.id}`,
      );
      const next = await this.insert(tx, session, clientSeed);
      return {
        revealed: {
          serverSeed: seed.serverSeed,
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed ?? '',
          rounds: seed.nonce,
        },
        next: toPublic(next),
      };
    });
  }

  private async active(db: Executor, session: HouseSession): Promise<SeedRow> {
    const [row] = await rows<RawSeed>(
      db,
      sql`SELECT id, server_seed, server_seed_hash, client_seed, nonce, kind FROM house_seeds
           WHERE player_key = ${session.playerKey} AND active`,
    );
    return row ? this.toSeed(row) : this.insert(db, session);
  }

  /**
   * A new active pair, with the browser's client seed when one came with it (a rotation), else
   * none yet; a concurrent first use by the same player keeps the one that won.
   */
  private async insert(db: Executor, session: HouseSession, clientSeed?: string): Promise<SeedRow> {
    const serverSeed = serverSeedFromBytes(crypto.randomBytes(32));
    const pair = { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
    await db.execute(
      sql`INSERT INTO house_seeds (player_key, account_id, kind, server_seed, server_seed_hash,
            client_seed, nonce, active, created_at)
          VALUES (${session.playerKey}, ${session.accountId}, ${session.kind},
            ${await this.box.seal(pair.serverSeed)},
            ${pair.serverSeedHash}, ${clientSeed ?? null}, 0, true,
            ${this.clock.now().toISOString()}::timestamptz)
          ON CONFLICT DO NOTHING`,
    );
    const [row] = await rows<RawSeed>(
      db,
      sql`SELECT id, server_seed, server_seed_hash, client_seed, nonce, kind FROM house_seeds
           WHERE player_key = ${session.playerKey} AND active`,
    );
    return this.toSeed(row!);
  }

  private async toSeed(r: RawSeed): Promise<SeedRow> {
    return {
      id: Number(r.id),
      serverSeed: await this.box.open(r.server_seed),
      serverSeedHash: r.server_seed_hash,
      clientSeed: r.client_seed,
      nonce: Number(r.nonce),
      kind: r.kind,
    };
  }
}

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return queryRows<T>(db as Database, query);
}

function toPublic(s: SeedRow): THouseSeedPair {
  return {
    serverSeedHash: s.serverSeedHash,
    clientSeed: s.clientSeed,
    nonce: s.nonce,
    kind: s.kind,
  };
}
