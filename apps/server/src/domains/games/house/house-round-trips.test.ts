import { HOUSE_API } from '@lw/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundTripCounter } from '../../../../test/round-trips.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { createAccount, fund } from '../../cashier/wallet/wallet-test-kit.js';
import { call, houseSession, requestId } from './house-test-kit.js';

let t: TestApp;

beforeAll(async () => {
  // Settings as production caches them: the count is the spin's own work.
  t = await createTestApp({ HOUSE_CATALOGUE: 'on', SETTINGS_CACHE_MS: '60000' });
});
afterAll(async () => {
  await t?.close();
});

describe('house spin round trips (PostgreSQL)', () => {
  it('a slot spin of a member is 2 round trips: the claim with the guarded round insert, then the write with the settlement and COMMIT', async () => {
    const counter = roundTripCounter(t.app.services.db);
    if (!counter) return; // PGlite: in-process, nothing to count
    const account = await createAccount(t.app, { username: 'rtspin' });
    await fund(t.app, account.id, 1_000_000);
    const { headers } = await houseSession(t.app, {
      accountId: account.id,
      gameCode: 'lucky-fruits',
    });
    const spin = () =>
      call(t.app, 'POST', HOUSE_API.spin('lucky-fruits'), headers, {
        stake: 100,
        requestId: requestId(),
      });
    // Warm: caches, prepared statements.
    for (let i = 0; i < 3; i++) expect((await spin()).status).toBe(200);
    const counts: number[] = [];
    for (let i = 0; i < 5; i++) {
      counter.reset();
      expect((await spin()).status).toBe(200);
      // A PREPARE is once per pooled connection, not per spin; the live balance push's owner
      // lookup runs after a commit, off the request's path (it may land in the next window).
      const texts = counter
        .texts()
        .filter((t) => !t.startsWith('PREPARE ') && !t.startsWith('SELECT id, owner_id FROM'));
      counts.push(texts.length);
      // The money and the round's settlement: the core's claim, then its write with the house
      // round's update and the commit, and nothing after.
      const claim = texts.findIndex((t) => t.includes('EXECUTE batched_wager_core_claim'));
      expect(claim).toBeGreaterThanOrEqual(0);
      expect(texts.slice(claim)).toHaveLength(2);
      expect(texts[claim + 1]).toMatch(
        /batched_wager_core_write.*batched_house_round_settled.*COMMIT/,
      );
    }
    console.log(`house spin round trips (HTTP, whole request): ${counts.join(', ')}`);
    // The session and the seed pair come from this process's copies (checked in the round's
    // guarded insert), the round's id from a block of 32 taken in the warm-up: one transaction
    // of the core's two trips. Game and jackpot settings come from the cache.
    expect(Math.max(...counts)).toBeLessThanOrEqual(2);
    const spinTexts = counter.texts().filter((t) => !t.startsWith('PREPARE '));
    const claimTrip = spinTexts.find((t) => t.includes('batched_wager_core_claim'))!;
    expect(claimTrip).toMatch(
      /^BEGIN; EXECUTE batched_house_round_insert_guarded.*batched_wager_core_claim/s,
    );
  });
});
