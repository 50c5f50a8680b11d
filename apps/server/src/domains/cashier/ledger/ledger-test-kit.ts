import crypto from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';
import { sql } from 'drizzle-orm';

/** Test helper: a bare member (or trial, type 4) account row to hang wallets on. */
export async function createMemberRow(db: Database, type = 0): Promise<number> {
  const name = `lm${crypto.randomBytes(5).toString('hex')}`;
  const [row] = await queryRows<{ id: unknown }>(
    db,
    sql`INSERT INTO accounts (username, type, path, depth, password_hash, nickname, referral_code)
        VALUES (${name}, ${type}, '/', 1, 'x', ${name}, ${name}) RETURNING id`,
  );
  return Number(row!.id);
}
