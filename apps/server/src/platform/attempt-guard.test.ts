import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.js';
import type { DatabaseHandle } from '../db/client.js';
import { accounts } from '../db/schema/index.js';
import { AttemptGuard } from './attempt-guard.js';

const COLUMNS = {
  table: accounts,
  id: accounts.id,
  failures: accounts.paymentPasswordFailures,
  lockedUntil: accounts.paymentPasswordLockedUntil,
};
const LIMIT = 3;
const lockUntil = () => new Date(Date.now() + 15 * 60_000);

describe('attempt guard: a queue that waits for running checks', () => {
  let database: { handle: DatabaseHandle; drop(): Promise<void> };
  let ids: number[];
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    ids = (await database.handle.db.select({ id: accounts.id }).from(accounts).limit(2)).map(
      (r) => r.id,
    );
  });
  afterAll(() => database.drop());

  it('takes checks that never end (their process died) for lost, and locks', async () => {
    const id = ids[0]!;
    const guard = new AttemptGuard(database.handle.db, COLUMNS, 300);
    for (let i = 0; i < LIMIT; i++) {
      expect((await guard.claim(id, LIMIT, { wait: false })).kind).toBe('claimed');
    }
    const waited = await guard.claim(id, LIMIT, { wait: true, lockUntil });
    expect(waited.kind).toBe('locked');
  });

  it('keeps waiting while the queue moves, though the whole wait is longer than the limit', async () => {
    const id = ids[1]!;
    const guard = new AttemptGuard(database.handle.db, COLUMNS, 300);
    for (let i = 0; i < LIMIT; i++) await guard.claim(id, LIMIT, { wait: false });
    // Six times, a running check ends right 200 ms after the last and another takes its place:
    // 1.2 s of waiting in all, four times the limit, yet a place is freed well within it.
    let moving = true;
    const others = (async () => {
      for (let i = 0; i < 6; i++) {
        await sleep(200);
        // Freed and taken again in one transaction: the waiter never finds the place empty.
        await database.handle.db.transaction(async (tx) => {
          await guard.succeed(id, new Date(), tx as unknown as typeof database.handle.db);
          await tx
            .update(accounts)
            .set({ paymentPasswordFailures: LIMIT })
            .where(eq(accounts.id, id));
        });
      }
      moving = false;
      await guard.succeed(id, new Date());
    })();
    const waited = await guard.claim(id, LIMIT, { wait: true, lockUntil });
    await others;
    expect(moving).toBe(false);
    expect(waited.kind).toBe('claimed');
    const [row] = await database.handle.db
      .select({ lockedUntil: accounts.paymentPasswordLockedUntil })
      .from(accounts)
      .where(eq(accounts.id, id));
    expect(row!.lockedUntil).toBeNull();
  });
});
