import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../db/client.js';
import { serverSecrets } from '../../db/schema/index.js';

/**
 * A random key created once and stored in the database, so every server process behind a load
 * balancer signs and checks with the same one. Cached per process after the first read.
 */
export class ServerSecrets {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(private readonly db: Database) {}

  get(name: string): Promise<string> {
    let found = this.cache.get(name);
    if (!found) {
      found = this.load(name);
      // A failed read (database down) must not be cached for ever.
      found.catch(() => this.cache.delete(name));
      this.cache.set(name, found);
    }
    return found;
  }

  private async load(name: string): Promise<string> {
    // Two processes starting together: the first insert wins, both read the winner.
    await this.db
      .insert(serverSecrets)
      .values({ name, value: crypto.randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
    return row!.value;
  }
}
