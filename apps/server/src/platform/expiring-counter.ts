import type { Redis } from 'ioredis';

/**
 * Small counters that expire, shared by every server process through Redis when it is
 * configured, else kept in this process (one process, or tests).
 */
export interface ExpiringCounter {
  /** The current value (0 when absent or expired). */
  get(key: string): Promise<number>;
  /** Adds one and answers the new value; the key lives `ttlMs` from its first increment. */
  increment(key: string, ttlMs: number): Promise<number>;
  /**
   * Adds one unless the value already reached `limit`: answers the new value, or null at the
   * limit. Atomic, so concurrent callers never take more than `limit` places between them.
   */
  incrementBelow(key: string, limit: number, ttlMs: number): Promise<number | null>;
  /** Sets a value that lives `ttlMs`. */
  set(key: string, value: number, ttlMs: number): Promise<void>;
  /** Milliseconds left (0 when absent). */
  ttl(key: string): Promise<number>;
  delete(key: string): Promise<void>;
}

export function expiringCounter(redis: Redis | null, prefix: string): ExpiringCounter {
  return redis ? new RedisCounter(redis, prefix) : new MemoryCounter();
}

class RedisCounter implements ExpiringCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const [[, value]] = (await this.redis
      .multi()
      .incr(this.prefix + key)
      .pexpire(this.prefix + key, ttlMs, 'NX')
      .exec()) as [[Error | null, number]];
    return value;
  }

  async incrementBelow(key: string, limit: number, ttlMs: number): Promise<number | null> {
    // One script: the read, the check and the increment cannot interleave with another caller.
    const value = (await this.redis.eval(
      `local v = tonumber(redis.call('GET', KEYS[1]) or '0')
       if v >= tonumber(ARGV[1]) then return -1 end
       v = redis.call('INCR', KEYS[1])
       if v == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
       return v`,
      1,
      this.prefix + key,
      limit,
      ttlMs,
    )) as number;
    return value < 0 ? null : value;
  }

  async set(key: string, value: number, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, String(value), 'PX', ttlMs);
  }

  async ttl(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(this.prefix + key));
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

class MemoryCounter implements ExpiringCounter {
  private readonly entries = new Map<string, { value: number; expiresAt: number }>();

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async get(key: string): Promise<number> {
    return this.live(key)?.value ?? 0;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    this.prune();
    const entry = this.live(key) ?? { value: 0, expiresAt: Date.now() + ttlMs };
    entry.value += 1;
    this.entries.set(key, entry);
    return entry.value;
  }

  async incrementBelow(key: string, limit: number, ttlMs: number): Promise<number | null> {
    if ((this.live(key)?.value ?? 0) >= limit) return null;
    return this.increment(key, ttlMs);
  }

  async set(key: string, value: number, ttlMs: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  async ttl(key: string): Promise<number> {
    const entry = this.live(key);
    return entry ? entry.expiresAt - Date.now() : 0;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  /** Keeps the map from growing without bound under a spray of random usernames. */
  private prune(): void {
    if (this.entries.size < 10_000) return;
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
