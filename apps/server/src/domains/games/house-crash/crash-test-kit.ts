import { crashElapsedFor } from '@lw/contracts';
import type { TestApp } from '../../../../test/test-app.js';
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
