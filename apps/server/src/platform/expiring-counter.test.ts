import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { expiringCounter, type ExpiringCounter } from './expiring-counter.js';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(() => redis?.disconnect());

const backends: [string, () => ExpiringCounter][] = [
  ['in process', () => expiringCounter(null, '')],
  ...(redis
    ? ([['Redis', () => expiringCounter(redis, `lw-test:${process.pid}:${Date.now()}:`)]] as [
        string,
        () => ExpiringCounter,
      ][])
    : []),
];

describe.each(backends)('expiring counter (%s)', (_name, make) => {
  it('counts, keeps the first expiry, sets, and forgets', async () => {
    const counter = make();
    expect(await counter.get('a')).toBe(0);
    expect(await counter.increment('a', 60_000)).toBe(1);
    expect(await counter.increment('a', 1)).toBe(2);
    // The second increment did not shorten the life set by the first.
    expect(await counter.ttl('a')).toBeGreaterThan(50_000);
    await counter.set('b', 7, 60_000);
    expect(await counter.get('b')).toBe(7);
    await counter.delete('a');
    expect(await counter.get('a')).toBe(0);
    expect(await counter.ttl('a')).toBe(0);
  });

  it('expires', async () => {
    const counter = make();
    await counter.increment('short', 30);
    await new Promise((r) => setTimeout(r, 80));
    expect(await counter.get('short')).toBe(0);
  });
});
