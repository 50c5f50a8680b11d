import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import type { Clock } from './clock.js';

/**
 * Which process runs a singleton loop (the crash scheduler): the holder of a short lease in the
 * database, so it works on PostgreSQL and PGlite and across every process sharing the database.
 * The holder renews it each round of its loop; when it stops (crash, pause, network), another
 * process takes the lease once it has expired, and the lease's fencing token goes up by one.
 * The holder's writes carry `fencedBy(name, token)`: a holder that paused past its lease (a long
 * GC, a frozen VM) and wakes after another took over has its late writes refused by the
 * database, not by its own (stale) belief that it still leads.
 */
export class LeaderLease {
  private readonly holder = crypto.randomUUID();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly name: string,
    private readonly ttlMs = 5_000,
  ) {}

  /** The fencing token while this process holds the lease (taken or renewed now); else null. */
  async acquire(): Promise<number | null> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + this.ttlMs);
    // Renewal by the holder keeps the token; a take-over (of an expired lease) raises it.
    const [row] = await queryRows<{ token: number | string }>(
      this.db,
      sql`INSERT INTO leader_leases (name, holder, token, expires_at)
          VALUES (${this.name}, ${this.holder}, 1, ${until.toISOString()}::timestamptz)
          ON CONFLICT (name) DO UPDATE SET
            token = CASE WHEN leader_leases.holder = EXCLUDED.holder
                         THEN leader_leases.token ELSE leader_leases.token + 1 END,
            holder = EXCLUDED.holder,
            expires_at = EXCLUDED.expires_at
          WHERE leader_leases.holder = EXCLUDED.holder
             OR leader_leases.expires_at <= ${now.toISOString()}::timestamptz
          RETURNING token`,
    );
    return row ? Number(row.token) : null;
  }

  /** Gives the lease up (a clean shutdown): another process may take it at once. */
  async release(): Promise<void> {
    await this.db.execute(
      sql`UPDATE leader_leases SET expires_at = '-infinity'
           WHERE name = ${this.name} AND holder = ${this.holder}`,
    );
  }
}

/** A SQL condition for the holder's writes: the lease `name` is still at fencing `token`. */
export function fencedBy(name: string, token: number): SQL {
  return sql`EXISTS (SELECT 1 FROM leader_leases WHERE name = ${name} AND token = ${token})`;
}
