import {
  HOUSE_SEED_HISTORY_ROUNDS,
  type THouseGameCode,
  type THouseOutcome,
  type THouseSeedHistory,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { verifyUrl } from './house-rounds.js';
import type { HouseSession } from './house-session.js';
import type { SeedBox } from './seed-box.js';

interface RawPair {
  id: unknown;
  server_seed: string;
  server_seed_hash: string;
  created_at: unknown;
  revealed_at: unknown;
}

interface RawStats {
  seed_id: unknown;
  rounds: unknown;
  nonce_from: unknown;
  nonce_to: unknown;
}

interface RawRound {
  id: unknown;
  seed_id: unknown;
  game_code: string;
  client_seed: string;
  nonce: unknown;
  stake: unknown;
  outcome: unknown;
  created_at: unknown;
}

/**
 * A player's revealed seed pairs, newest first, read back from the server so they survive a
 * reload: the server seed with its hash, the client seeds and nonces its rounds used, and its
 * newest rounds with the /fairness link that recomputes each one. Active pairs are never listed
 * (their server seed is still secret).
 */
export class HouseSeedHistory {
  constructor(
    private readonly db: Database,
    private readonly box: SeedBox,
  ) {}

  async list(
    session: HouseSession,
    { page, pageSize }: { page: number; pageSize: number },
  ): Promise<THouseSeedHistory> {
    const [count] = await queryRows<{ n: unknown }>(
      this.db,
      sql`SELECT count(*) AS n FROM house_seeds
           WHERE player_key = ${session.playerKey} AND NOT active`,
    );
    const pairs = await queryRows<RawPair>(
      this.db,
      sql`SELECT id, server_seed, server_seed_hash, created_at, revealed_at FROM house_seeds
           WHERE player_key = ${session.playerKey} AND NOT active
           ORDER BY revealed_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    );
    const ids = pairs.map((p) => Number(p.id));
    if (ids.length === 0) return { list: [], total: Number(count?.n ?? 0) };
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const [stats, seedsUsed, recent] = await Promise.all([
      queryRows<RawStats>(
        this.db,
        sql`SELECT seed_id, count(*) AS rounds, min(nonce) AS nonce_from, max(nonce) AS nonce_to
             FROM house_rounds WHERE seed_id IN (${idList}) GROUP BY seed_id`,
      ),
      queryRows<{ seed_id: unknown; client_seed: string }>(
        this.db,
        sql`SELECT seed_id, client_seed, min(nonce) AS first_nonce FROM house_rounds
             WHERE seed_id IN (${idList}) GROUP BY seed_id, client_seed
             ORDER BY seed_id, first_nonce`,
      ),
      queryRows<RawRound>(
        this.db,
        sql`SELECT id, seed_id, game_code, client_seed, nonce, stake, outcome, created_at FROM (
              SELECT r.*, row_number() OVER (PARTITION BY seed_id ORDER BY nonce DESC) AS n
                FROM house_rounds r WHERE seed_id IN (${idList})) ranked
             WHERE n <= ${HOUSE_SEED_HISTORY_ROUNDS} ORDER BY seed_id, nonce DESC`,
      ),
    ]);
    const list = await Promise.all(
      pairs.map(async (pair) => {
        const id = Number(pair.id);
        const serverSeed = await this.box.open(pair.server_seed);
        const stat = stats.find((s) => Number(s.seed_id) === id);
        return {
          serverSeed,
          serverSeedHash: pair.server_seed_hash,
          clientSeeds: seedsUsed.filter((s) => Number(s.seed_id) === id).map((s) => s.client_seed),
          rounds: stat ? Number(stat.rounds) : 0,
          nonceFrom: stat ? Number(stat.nonce_from) : null,
          nonceTo: stat ? Number(stat.nonce_to) : null,
          createdAt: iso(pair.created_at),
          revealedAt: iso(pair.revealed_at),
          recentRounds: recent
            .filter((r) => Number(r.seed_id) === id)
            .map((r) => {
              const round = {
                gameCode: r.game_code as THouseGameCode,
                serverSeedHash: pair.server_seed_hash,
                serverSeed,
                clientSeed: r.client_seed,
                nonce: Number(r.nonce),
                stake: Number(r.stake),
                outcome: (typeof r.outcome === 'string'
                  ? JSON.parse(r.outcome)
                  : r.outcome) as THouseOutcome,
              };
              return {
                roundId: `H${Number(r.id)}`,
                gameCode: round.gameCode,
                clientSeed: round.clientSeed,
                nonce: round.nonce,
                createdAt: iso(r.created_at),
                verifyUrl: verifyUrl(round),
              };
            }),
        };
      }),
    );
    return { list, total: Number(count?.n ?? 0) };
  }
}

function iso(value: unknown): string {
  return new Date(value as string).toISOString();
}
