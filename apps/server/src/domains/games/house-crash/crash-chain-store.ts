import type { TCrashChainStatus } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { queryRows, type Database } from '../../../db/client.js';
import type { SecretBox } from '../../../platform/secret-box.js';

/*
 * The crash hash chains (packages/games fair/crash-chain: h_{i+1} = SHA-256(h_i as hex text),
 * game k uses h_{n-k}) and their seeding events. A chain of a million games is too long to hold:
 * we keep every CHECKPOINT_EVERY-th hash from the secret seed, sealed in the database (they are
 * future games' hashes), and a game's hash is at most CHECKPOINT_EVERY hashes away from its
 * checkpoint. Chains are played in the order they were published; a chain is playable once its
 * salt is confirmed and until it is retired or every game is played.
 */

const CHECKPOINT_EVERY = 1000;
/** Hashes per slice before yielding to the event loop (a few milliseconds of work). */
const SLICE = 2_000;
/** Serialises publications: at most one chain waits for its seeding event. */
const PUBLISH_LOCK = 'crash-chain-publish';

/** A seeded chain the scheduler plays: its public values and a way to reach any game's hash. */
export interface CrashChain {
  id: number;
  terminator: string;
  salt: string;
  length: number;
  /** The hash of game `gameNumber` (1-based, at most `length`). */
  gameHash(gameNumber: number): string;
}

/** A chain's row with how far it has been played. */
export interface ChainRecord {
  id: number;
  terminator: string;
  length: number;
  publishedAt: Date;
  publishedByName: string | null;
  saltBlockHeight: number | null;
  salt: string | null;
  proposedSalt: string | null;
  saltProposedBy: number | null;
  saltProposedByName: string | null;
  saltProposedAt: Date | null;
  saltConfirmedByName: string | null;
  saltConfirmedAt: Date | null;
  retiredAt: Date | null;
  retiredReason: string | null;
  /** The highest game number opened so far (0: none). */
  gamesPlayed: number;
  firstGameAt: Date | null;
  lastGameAt: Date | null;
  /** The last opened game is still taking bets or running. */
  lastGameOpen: boolean;
}

/** Where a chain is in its life (see CRASH_CHAIN_STATUSES). */
export function chainStatus(c: ChainRecord): TCrashChainStatus {
  if (c.retiredAt) return 'retired';
  if (c.salt === null) return c.proposedSalt === null ? 'awaiting_salt' : 'awaiting_confirmation';
  if (c.gamesPlayed === 0) return 'ready';
  if (c.gamesPlayed < c.length || c.lastGameOpen) return 'playing';
  return 'ended';
}

/** Who acts in a seeding step: the operator's id and the display name the public record shows. */
export interface ChainOperator {
  id: number;
  name: string;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

function toRecord(r: Record<string, unknown>): ChainRecord {
  return {
    id: Number(r.id),
    terminator: r.terminator as string,
    length: Number(r.length),
    publishedAt: date(r.published_at)!,
    publishedByName: (r.published_by_name as string | null) ?? null,
    saltBlockHeight: r.salt_block_height === null ? null : Number(r.salt_block_height),
    salt: (r.salt as string | null) ?? null,
    proposedSalt: (r.proposed_salt as string | null) ?? null,
    saltProposedBy: r.salt_proposed_by === null ? null : Number(r.salt_proposed_by),
    saltProposedByName: (r.salt_proposed_by_name as string | null) ?? null,
    saltProposedAt: date(r.salt_proposed_at),
    saltConfirmedByName: (r.salt_confirmed_by_name as string | null) ?? null,
    saltConfirmedAt: date(r.salt_confirmed_at),
    retiredAt: date(r.retired_at),
    retiredReason: (r.retired_reason as string | null) ?? null,
    gamesPlayed: Number(r.games_played ?? 0),
    firstGameAt: date(r.first_game_at),
    lastGameAt: date(r.last_game_at),
    lastGameOpen: r.last_phase === 'betting' || r.last_phase === 'running',
  };
}

/**
 * Draws a new chain of `length` games from a fresh secret seed: its terminating hash and the
 * checkpoints. Runs in slices that yield to the event loop (a million hashes take a second or two).
 */
export async function drawChain(length: number): Promise<{
  terminator: string;
  checkpoints: string[];
}> {
  const seed = crypto.randomBytes(32).toString('hex');
  const checkpoints: string[] = [];
  let h = seed;
  for (let i = 0; i < length; i++) {
    if (i % CHECKPOINT_EVERY === 0) checkpoints.push(h);
    h = sha256(h);
    if (i % SLICE === SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  return { terminator: h, checkpoints };
}

/** The crash_chains rows: publication, the maker-checker salt steps, and the chains in play. */
export class CrashChainStore {
  /** Opened seeded chains by id (their checkpoints decrypted once; a confirmed salt never changes). */
  private readonly opened = new Map<number, Promise<CrashChain>>();

  constructor(
    private readonly db: Database,
    private readonly secretBox: Pick<SecretBox, 'encrypt' | 'decrypt'>,
  ) {}

  /** Every chain with its progress, newest first. */
  async list(): Promise<ChainRecord[]> {
    return this.select(sql`TRUE`);
  }

  async get(id: number): Promise<ChainRecord | null> {
    const [row] = await this.select(sql`c.id = ${id}`);
    return row ?? null;
  }

  private async select(where: ReturnType<typeof sql>): Promise<ChainRecord[]> {
    // The first and the last game of each chain through the (chain_id, game_number) index.
    const rows = await queryRows<Record<string, unknown>>(
      this.db,
      sql`SELECT c.*, COALESCE(l.game_number, 0) AS games_played, l.phase AS last_phase,
                 COALESCE(l.crashed_at, l.starts_at) AS last_game_at, f.starts_at AS first_game_at
            FROM crash_chains c
            LEFT JOIN LATERAL (SELECT game_number, phase, starts_at, crashed_at FROM crash_rounds
                                WHERE chain_id = c.id ORDER BY game_number DESC LIMIT 1) l ON TRUE
            LEFT JOIN LATERAL (SELECT starts_at FROM crash_rounds
                                WHERE chain_id = c.id AND game_number = 1) f ON TRUE
           WHERE ${where}
           ORDER BY c.id DESC`,
    );
    return rows.map(toRecord);
  }

  /**
   * Stores a drawn chain as published now, naming its future salt block; null when another chain
   * still waits for its seeding event or has not started (one queued chain at a time, so an
   * operator cannot publish several and keep the one whose salt suits them).
   */
  async publish(input: {
    terminator: string;
    checkpoints: string[];
    length: number;
    saltBlockHeight: number;
    at: Date;
    by: ChainOperator;
  }): Promise<number | null> {
    const sealed = await this.secretBox.encrypt(JSON.stringify(input.checkpoints));
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${PUBLISH_LOCK}))`);
      const [row] = await queryRows<{ id: unknown }>(
        tx as unknown as Database,
        sql`INSERT INTO crash_chains (terminator, length, checkpoint_every, sealed_checkpoints,
              created_at, published_at, published_by, published_by_name, salt_block_height)
            SELECT ${input.terminator}, ${input.length}, ${CHECKPOINT_EVERY}, ${sealed},
                   ${input.at.toISOString()}::timestamptz, ${input.at.toISOString()}::timestamptz,
                   ${input.by.id}, ${input.by.name}, ${input.saltBlockHeight}
             WHERE NOT EXISTS (
               SELECT 1 FROM crash_chains c WHERE c.retired_at IS NULL
                  AND NOT EXISTS (SELECT 1 FROM crash_rounds r WHERE r.chain_id = c.id))
            RETURNING id`,
      );
      return row ? Number(row.id) : null;
    });
  }

  /** The maker enters the salt of a chain awaiting it; false when the chain is not at that step. */
  async propose(id: number, salt: string, by: ChainOperator, at: Date): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      sql`UPDATE crash_chains SET proposed_salt = ${salt}, salt_proposed_by = ${by.id},
                 salt_proposed_by_name = ${by.name}, salt_proposed_at = ${at.toISOString()}::timestamptz
           WHERE id = ${id} AND retired_at IS NULL AND salt IS NULL AND proposed_salt IS NULL
           RETURNING id`,
    );
    return rows.length === 1;
  }

  /**
   * A second operator confirms the entered salt, which must be the one they checked; false when
   * the chain is not awaiting confirmation of that salt (the caller tells a maker from a race).
   */
  async confirm(id: number, salt: string, by: ChainOperator, at: Date): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      sql`UPDATE crash_chains SET salt = proposed_salt, salt_confirmed_by = ${by.id},
                 salt_confirmed_by_name = ${by.name},
                 salt_confirmed_at = ${at.toISOString()}::timestamptz
           WHERE id = ${id} AND retired_at IS NULL AND salt IS NULL
             AND proposed_salt = ${salt} AND salt_proposed_by <> ${by.id}
           RETURNING id`,
    );
    return rows.length === 1;
  }

  /** Clears an entered, unconfirmed salt (a wrong entry); false when there is none. */
  async reject(id: number): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      sql`UPDATE crash_chains SET proposed_salt = NULL, salt_proposed_by = NULL,
                 salt_proposed_by_name = NULL, salt_proposed_at = NULL
           WHERE id = ${id} AND retired_at IS NULL AND salt IS NULL AND proposed_salt IS NOT NULL
           RETURNING id`,
    );
    return rows.length === 1;
  }

  /**
   * The chain and game number that follow `previous` (the latest round): its own chain's next
   * game, else game 1 of the first seeded chain published after it. Null when none is playable.
   */
  async nextGame(
    previous: { chainId: number; gameNumber: number } | null,
  ): Promise<{ chain: CrashChain; gameNumber: number } | null> {
    const after = previous?.chainId ?? 0;
    const rows = await queryRows<{ id: unknown; length: unknown }>(
      this.db,
      sql`SELECT id, length FROM crash_chains
           WHERE retired_at IS NULL AND salt IS NOT NULL AND id >= ${after}
           ORDER BY id LIMIT 2`,
    );
    for (const row of rows) {
      const id = Number(row.id);
      const gameNumber = previous && id === previous.chainId ? previous.gameNumber + 1 : 1;
      if (gameNumber > Number(row.length)) continue;
      return { chain: await this.open(id), gameNumber };
    }
    return null;
  }

  /** A seeded chain with its checkpoints unsealed (cached: its values never change). */
  private open(id: number): Promise<CrashChain> {
    let chain = this.opened.get(id);
    if (!chain) {
      chain = this.unseal(id).catch((err: unknown) => {
        this.opened.delete(id);
        throw err;
      });
      this.opened.set(id, chain);
    }
    return chain;
  }

  private async unseal(id: number): Promise<CrashChain> {
    const [row] = await queryRows<{
      terminator: string;
      salt: string;
      length: unknown;
      checkpoint_every: unknown;
      sealed_checkpoints: string;
    }>(
      this.db,
      sql`SELECT terminator, salt, length, checkpoint_every, sealed_checkpoints
            FROM crash_chains WHERE id = ${id} AND salt IS NOT NULL`,
    );
    if (!row) throw new Error(`crash chain ${id} is not seeded`);
    const checkpoints = JSON.parse(
      await this.secretBox.decrypt(row.sealed_checkpoints),
    ) as string[];
    const every = Number(row.checkpoint_every);
    const length = Number(row.length);
    return {
      id,
      terminator: row.terminator,
      salt: row.salt,
      length,
      gameHash(gameNumber) {
        if (!Number.isInteger(gameNumber) || gameNumber < 1 || gameNumber > length) {
          throw new RangeError('game number outside the chain');
        }
        const index = length - gameNumber;
        const base = Math.floor(index / every);
        let h = checkpoints[base]!;
        for (let i = base * every; i < index; i++) h = sha256(h);
        return h;
      },
    };
  }
}
