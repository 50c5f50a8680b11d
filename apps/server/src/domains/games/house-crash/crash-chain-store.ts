import { CRASH_SALT } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import { queryRows, type Database } from '../../../db/client.js';
import type { SecretBox } from '../../../platform/secret-box.js';

/*
 * The crash hash chain (packages/games fair/crash-chain: h_{i+1} = SHA-256(h_i as hex text),
 * game k uses h_{n-k}). A chain of a million games is too long to hold: we keep every
 * CHECKPOINT_EVERY-th hash from the secret seed, sealed in the database (they are future games'
 * hashes), and a game's hash is at most CHECKPOINT_EVERY hashes away from its checkpoint.
 * Generation runs in slices that yield to the event loop, so a first start stays responsive.
 */

const CHECKPOINT_EVERY = 1000;
/** Hashes per slice before yielding to the event loop (a few milliseconds of work). */
const SLICE = 2_000;

/** The chain a server plays: its public face and a way to reach any game's hash. */
export interface CrashChain {
  id: number;
  terminator: string;
  salt: string;
  length: number;
  /** The hash of game `gameNumber` (1-based, at most `length`). */
  gameHash(gameNumber: number): string;
}

interface ChainRow {
  id: number;
  terminator: string;
  salt: string;
  length: number;
  checkpoint_every: number;
  sealed_checkpoints: string;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/** Loads the newest chain, creating one of `length` games when none exists (any process). */
export async function loadOrCreateChain(
  db: Database,
  secretBox: SecretBox,
  length: number,
): Promise<CrashChain> {
  const existing = await newestChain(db);
  if (existing) return open(existing, secretBox);
  const seed = crypto.randomBytes(32).toString('hex');
  const checkpoints: string[] = [];
  let h = seed;
  for (let i = 0; i < length; i++) {
    if (i % CHECKPOINT_EVERY === 0) checkpoints.push(h);
    h = sha256(h);
    if (i % SLICE === SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  const sealed = await secretBox.encrypt(JSON.stringify(checkpoints));
  // Two processes generating at once: the first insert wins, both then load the same chain.
  await queryRows(
    db,
    sql`INSERT INTO crash_chains (terminator, salt, length, checkpoint_every, sealed_checkpoints)
        SELECT ${h}, ${CRASH_SALT}, ${length}, ${CHECKPOINT_EVERY}, ${sealed}
         WHERE NOT EXISTS (SELECT 1 FROM crash_chains)`,
  );
  return open((await newestChain(db))!, secretBox);
}

async function newestChain(db: Database): Promise<ChainRow | undefined> {
  const [row] = await queryRows<ChainRow>(
    db,
    sql`SELECT id, terminator, salt, length, checkpoint_every, sealed_checkpoints
          FROM crash_chains ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

async function open(row: ChainRow, secretBox: SecretBox): Promise<CrashChain> {
  const checkpoints = JSON.parse(await secretBox.decrypt(row.sealed_checkpoints)) as string[];
  const every = row.checkpoint_every;
  return {
    id: row.id,
    terminator: row.terminator,
    salt: row.salt,
    length: row.length,
    gameHash(gameNumber) {
      if (!Number.isInteger(gameNumber) || gameNumber < 1 || gameNumber > row.length) {
        throw new RangeError('game number outside the chain');
      }
      const index = row.length - gameNumber;
      const base = Math.floor(index / every);
      let h = checkpoints[base]!;
      for (let i = base * every; i < index; i++) h = sha256(h);
      return h;
    },
  };
}
