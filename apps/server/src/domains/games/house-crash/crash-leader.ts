import crypto from 'node:crypto';
import type { Redis } from 'ioredis';

const LEADER_KEY = 'lw:crash:leader';
const LEASE_MS = 5_000;

/**
 * Which process runs the crash scheduler. With Redis: the holder of a short lease
 * (SET NX PX, renewed by its holder only), so a dead leader is replaced within LEASE_MS. Without
 * Redis there is one process: it always leads. The scheduler's guarded updates keep money right
 * even if two ever overlapped; the lease keeps the live events single.
 */
export class CrashLeader {
  private readonly me = crypto.randomUUID();

  constructor(
    private readonly redis: Redis | null,
    private readonly key = LEADER_KEY,
  ) {}

  /** True when this process holds (or just took) the lease. */
  async lead(): Promise<boolean> {
    if (!this.redis) return true;
    // Renew when ours, take it when free: one atomic script.
    const result = await this.redis.eval(
      `local v = redis.call('GET', KEYS[1])
       if v == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
       if not v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
       return 0`,
      1,
      this.key,
      this.me,
      String(LEASE_MS),
    );
    return result === 1;
  }
}
