import { eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema/index.js';

/**
 * A random key created once and stored in the database, so every server process behind a load
 * balancer signs and checks with the same one. Cached per process after the first read.
 */
export class ServerSecrets {
  private readonly cache = new Map<string, Promise<string>>();

  constructor(private readonly db: Database) {}

  /**
   * The stored value of `name`; created on first use by `generate` (default: 32 random bytes).
   * Another kind of secret (an RSA key pair) passes its own generator, run only when missing.
   */
  get(name: string, generate: () => string | Promise<string> = randomSecret): Promise<string> {
    let found = this.cache.get(name);
    if (!found) {
      found = this.load(name, generate);
      // A failed read (database down) must not be cached for ever.
      found.catch(() => this.cache.delete(name));
      this.cache.set(name, found);
    }
    return found;
  }

  private async load(name: string, generate: () => string | Promise<string>): Promise<string> {
    const read = async () =>
      (await this.db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0];
    // Generating may be costly (a key pair): only when nothing is stored yet.
    const stored = await read();
    if (stored) return stored.value;
    // Two processes starting together: the first insert wins, both read the winner.
    await this.db
      .insert(serverSecrets)
      .values({ name, value: await generate() })
      .onConflictDoNothing();
    return (await read())!.value;
  }
}

function randomSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}
