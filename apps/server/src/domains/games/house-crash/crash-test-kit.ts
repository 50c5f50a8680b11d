import { ADMIN_HOUSE_CRASH_API, crashElapsedFor, type TAdminCrashChain } from '@lw/contracts';
import crypto from 'node:crypto';
import { adminHeaders, type TestApp } from '../../../../test/test-app.js';
import { operator } from '../../cashier/withdrawals/cashier-test-kit.js';
import type { RoundRow } from './crash-store.js';
import { CrashStore } from './crash-store.js';

/* Test helpers of the crash suites: rounds moved by the test's clock and explicit ticks. */

export function crashStore(t: TestApp): CrashStore {
  return new CrashStore(t.app.services.db);
}

/** Ticks the scheduler once at the clock's current time. */
export async function tick(t: TestApp): Promise<RoundRow> {
  await t.app.services.crashScheduler.tick();
  return (await crashStore(t).latestRound())!;
}

/**
 * Plays rounds to their end until one in the betting phase has a crash point of at least
 * `minPoint` (an instant bust at 1.00 cannot be cashed out), and answers it.
 */
export async function bettingRound(t: TestApp, minPoint = 100): Promise<RoundRow> {
  for (let i = 0; i < 50; i++) {
    let round = await tick(t);
    if (round.phase === 'betting' && round.crashPoint >= minPoint) return round;
    if (round.phase === 'betting') {
      await startRound(t, round);
      round = (await crashStore(t).latestRound())!;
    }
    if (round.phase === 'running') await crashRound(t, round);
    round = (await crashStore(t).latestRound())!;
    // On past the pause (and never back: the scheduler keeps quiet until its next deadline).
    const ended = (round.crashedAt ?? round.startsAt).getTime() + 3_001;
    t.clock.set(new Date(Math.max(ended, t.clock.now().getTime() + 1_001)));
  }
  throw new Error('no suitable crash round in 50 games');
}

/** Moves the clock to the round's start and ticks: the round runs. */
export async function startRound(t: TestApp, round: RoundRow): Promise<RoundRow> {
  t.clock.set(round.startsAt);
  return tick(t);
}

/** Moves the clock past the round's crash and ticks: the round crashes and settles. */
export async function crashRound(t: TestApp, round: RoundRow): Promise<RoundRow> {
  const running = (await crashStore(t).round(round.id))!;
  t.clock.set(new Date(running.startedAt!.getTime() + crashElapsedFor(running.crashPoint) + 300));
  return tick(t);
}

/** Moves the clock to `ms` after the round's start. */
export function atElapsed(t: TestApp, round: RoundRow, ms: number): void {
  t.clock.set(new Date(round.startsAt.getTime() + ms));
}

/** A block hash for a test's seeding event (any 64 hex digits; a real one is a block's hash). */
export function blockHash(): string {
  return crypto.randomBytes(32).toString('hex');
}

/** A second operator with games.manage (the checker of a seeding event). */
export async function checkerHeaders(
  t: TestApp,
  username = `chk${crypto.randomBytes(3).toString('hex')}`,
) {
  return (await operator(t, username, 'content')).headers;
}

/**
 * A whole seeding event through the API: the admin publishes a chain and enters the salt, a
 * second operator confirms it. Answers the chain's id and its salt.
 */
export async function seedChain(
  t: TestApp,
  checker?: { authorization: string },
): Promise<{ chainId: number; salt: string }> {
  const admin = await adminHeaders(t.app);
  const published = await t.app.inject({
    method: 'POST',
    url: ADMIN_HOUSE_CRASH_API.publish,
    headers: admin,
    payload: { saltBlockHeight: 900_000 },
  });
  if (published.statusCode !== 201) throw new Error(`publish: ${published.body}`);
  const { chainId } = published.json<TAdminCrashChain>();
  const salt = blockHash();
  const proposed = await t.app.inject({
    method: 'POST',
    url: ADMIN_HOUSE_CRASH_API.salt(chainId),
    headers: admin,
    payload: { blockHash: salt },
  });
  if (proposed.statusCode !== 200) throw new Error(`propose: ${proposed.body}`);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: ADMIN_HOUSE_CRASH_API.confirm(chainId),
    headers: checker ?? (await checkerHeaders(t)),
    payload: { salt },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.body}`);
  return { chainId, salt };
}
