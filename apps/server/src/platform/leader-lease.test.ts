import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testClockStart } from '../../test/test-app.js';
import { queryRows, type DatabaseHandle } from '../db/client.js';
import { TestClock } from './clock.js';
import { fencedBy, LeaderLease } from './leader-lease.js';

describe('leader lease with a fencing token', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  const clock = new TestClock(testClockStart());
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.db.execute(
      sql`CREATE TABLE fence_probe (id int PRIMARY KEY, writes int NOT NULL)`,
    );
    await database.handle.db.execute(sql`INSERT INTO fence_probe VALUES (1, 0)`);
  });
  afterAll(() => database.drop());

  const lease = (name: string) => new LeaderLease(database.handle.db, clock, name, 5_000);
  /** A write of the holder of `name` at `token`: true when the database took it. */
  const write = async (name: string, token: number) =>
    (
      await queryRows<{ id: number }>(
        database.handle.db,
        sql`UPDATE fence_probe SET writes = writes + 1 WHERE id = 1 AND ${fencedBy(name, token)}
            RETURNING id`,
      )
    ).length === 1;

  it('goes to exactly one of 100 processes asking at once, and its holder renews it', async () => {
    const contenders = Array.from({ length: 100 }, () => lease('one-of-many'));
    const tokens = await Promise.all(contenders.map((c) => c.acquire()));
    const won = tokens.filter((t) => t !== null);
    expect(won).toEqual([1]);
    const holder = contenders[tokens.indexOf(1)]!;
    clock.advance(4_000);
    expect(await holder.acquire()).toBe(1);
    clock.advance(4_000);
    // Renewed 4 s ago: still held, so nobody else gets it.
    expect(await contenders.find((c) => c !== holder)!.acquire()).toBeNull();
    expect(await holder.acquire()).toBe(1);
  });

  it("refuses a paused holder's late write once another process took the lease over", async () => {
    const first = lease('scheduler');
    const second = lease('scheduler');
    const token1 = (await first.acquire())!;
    expect(await write('scheduler', token1)).toBe(true);
    // The first holder pauses past its lease; the second takes it over, with the next token.
    clock.advance(5_001);
    const token2 = (await second.acquire())!;
    expect(token2).toBe(token1 + 1);
    // The first wakes up and writes as if it still led: the database refuses it.
    expect(await write('scheduler', token1)).toBe(false);
    expect(await write('scheduler', token2)).toBe(true);
    // Asking again, it learns it does not lead.
    expect(await first.acquire()).toBeNull();
    const [probe] = await queryRows<{ writes: number }>(
      database.handle.db,
      sql`SELECT writes FROM fence_probe WHERE id = 1`,
    );
    expect(probe!.writes).toBe(2);
  });

  it('is free at once after a clean release', async () => {
    const first = lease('released');
    const second = lease('released');
    expect(await first.acquire()).toBe(1);
    expect(await second.acquire()).toBeNull();
    await first.release();
    expect(await second.acquire()).toBe(2);
  });
});
