import { CRASH_TIMING, crashElapsedFor, crashMultiplierAt } from '@lw/contracts';
import { crashPoint } from '@lw/games';
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../../platform/clock.js';
import type { FastifyBaseLogger } from 'fastify';
import type { CrashChainStore } from './crash-chain-store.js';
import type { CrashLive } from './crash-live.js';
import type { CrashPayouts } from './crash-payouts.js';
import type { CrashStore, RoundRow } from './crash-store.js';

/**
 * A round whose deadline passed this long ago was interrupted (no scheduler ran: every process
 * was down). A running scheduler is never this late: it ticks ten times a second.
 */
export const CRASH_INTERRUPTED_AFTER_MS = 10_000;
/** The scheduler ends a round this long after its crash time, so a cash-out sent just before wins. */
const CRASH_SETTLE_GRACE_MS = 250;
/** A bet stuck in 'placing' this long had its request die before the ledger answered. */
const PLACING_STUCK_MS = 10_000;
/** An owed payout is retried once it has waited this long. */
const PAYOUT_RETRY_MS = 5_000;
const SWEEP_EVERY_MS = 2_000;
/** The scheduler reads the round at least this often, even when nothing is due. */
const REREAD_MS = 1_000;

/**
 * The round cycle: betting (CRASH_TIMING.bettingMs), running until the crash point, crashed,
 * a pause, the next game of the chain. `tick` reads the latest round and the clock and takes the
 * step that is due, with guarded updates, so it is safe to run in several processes; the leader
 * lock keeps it to one for smooth live events. Everything a round needs is in its row (start
 * time, crash point), so a scheduler that starts after a restart simply carries on; a round
 * whose deadline passed long ago (CRASH_INTERRUPTED_AFTER_MS) is finished deterministically:
 * automatic cash-outs its crash point reached are paid, every other open bet is refunded.
 */
export class CrashScheduler {
  private lastTickSent = 0;
  private lastSweep = 0;
  /** Business time before which nothing is due (the next deadline), unless REREAD_MS passed. */
  private quietUntil = 0;
  private lastRead = 0;
  /** The running round, to send live ticks between reads. */
  private running: { roundId: number; startedAt: number; crashAt: number } | null = null;
  /** This tick's leader-lease condition: the phase writes of a deposed leader change nothing. */
  private fence: SQL = sql`TRUE`;

  constructor(
    private readonly deps: {
      store: CrashStore;
      payouts: CrashPayouts;
      live: CrashLive;
      clock: Clock;
      chains: CrashChainStore;
      log: FastifyBaseLogger;
      /** Games left in a chain at which the log warns (the back office shows it too). */
      warnBelow: number;
    },
  ) {}

  /**
   * Takes whatever step is due now. Between deadlines it touches no database (ten ticks a
   * second would otherwise cost ten reads a second on an idle site); it still reads the round
   * at least every REREAD_MS, so a change made by another process is seen.
   */
  async tick(fence: SQL = sql`TRUE`): Promise<void> {
    this.fence = fence;
    const now = this.deps.clock.now();
    const t = now.getTime();
    if (t < this.quietUntil && t - this.lastRead < REREAD_MS) {
      await this.sendTick(t);
      return;
    }
    this.lastRead = t;
    this.quietUntil = t + REREAD_MS;
    this.running = null;
    await this.sweep(now);
    const round = await this.deps.store.latestRound();
    if (!round || round.phase === 'crashed' || round.phase === 'refunded') {
      const due =
        (round ? (round.crashedAt ?? round.startsAt).getTime() : 0) + CRASH_TIMING.pauseMs;
      if (t >= due) {
        const opened = await this.openNext(round, now);
        if (opened) this.quietUntil = opened.startsAt.getTime();
      } else this.quietUntil = due;
      return;
    }
    if (round.phase === 'betting') {
      if (t >= round.startsAt.getTime() + CRASH_INTERRUPTED_AFTER_MS) {
        await this.refund(round, now);
        this.quietUntil = t + CRASH_TIMING.pauseMs;
      } else if (now >= round.startsAt) {
        await this.run(round);
        this.quietUntil = t;
      } else this.quietUntil = round.startsAt.getTime();
      return;
    }
    await this.whileRunning(round, now);
  }

  private async sendTick(t: number): Promise<void> {
    const running = this.running;
    if (!running || t >= running.crashAt || t - this.lastTickSent < CRASH_TIMING.tickMs) return;
    this.lastTickSent = t;
    const elapsed = t - running.startedAt;
    await this.deps.live.tick(running.roundId, elapsed, crashMultiplierAt(elapsed));
  }

  /**
   * Opens the game after `previous`: the next of its chain, or at a chain's end game 1 of the
   * next seeded chain after the usual pause. Nothing opens while no seeded chain has games left
   * (the state says why); the scheduler looks again every REREAD_MS.
   */
  private async openNext(previous: RoundRow | null, now: Date): Promise<RoundRow | null> {
    const next = await this.deps.chains.nextGame(previous);
    if (!next) return null;
    const { chain, gameNumber } = next;
    const hash = chain.gameHash(gameNumber);
    const round = await this.deps.store.createRound(
      {
        chainId: chain.id,
        gameNumber,
        hash,
        crashPoint: crashPoint(hash, chain.salt),
        startsAt: new Date(now.getTime() + CRASH_TIMING.bettingMs),
      },
      this.fence,
    );
    if (round) await this.deps.live.round(round);
    if (round && chain.length - gameNumber === this.deps.warnBelow) {
      this.deps.log.warn(
        { chainId: chain.id, gamesLeft: this.deps.warnBelow },
        'crash chain running low: publish and seed the next chain',
      );
    }
    return round;
  }

  private async run(round: RoundRow): Promise<void> {
    // The start is the scheduled time, not when this tick ran: every process computes the same
    // multiplier for the same instant.
    const running = await this.deps.store.movePhase(
      round.id,
      'betting',
      'running',
      sql`started_at = starts_at`,
      this.fence,
    );
    if (running) await this.deps.live.round(running);
  }

  private async whileRunning(round: RoundRow, now: Date): Promise<void> {
    const startedAt = round.startedAt!.getTime();
    const crashAt = startedAt + crashElapsedFor(round.crashPoint);
    const t = now.getTime();
    if (t >= crashAt + CRASH_SETTLE_GRACE_MS) {
      await this.crash(round, new Date(crashAt), t >= crashAt + CRASH_INTERRUPTED_AFTER_MS);
      this.quietUntil = crashAt + CRASH_TIMING.pauseMs;
      return;
    }
    // Automatic cash-outs reached by now are paid exactly at their targets.
    const multiplier = Math.min(crashMultiplierAt(t - startedAt), round.crashPoint);
    const cashed = await this.deps.store.cashOut({
      roundId: round.id,
      multiplier,
      at: now,
      onlyAutoAtMost: multiplier,
    });
    if (cashed.length > 0) {
      await this.deps.payouts.pay(cashed);
      await this.deps.live.bets(round.id, cashed);
    }
    // Quiet until the next automatic target or the crash (no bet joins a running round).
    const nextTarget = await this.deps.store.lowestActiveTarget(round.id);
    const nextAutoAt =
      nextTarget !== null && nextTarget <= round.crashPoint
        ? startedAt + crashElapsedFor(nextTarget)
        : Infinity;
    this.quietUntil = Math.min(crashAt + CRASH_SETTLE_GRACE_MS, nextAutoAt);
    this.running = { roundId: round.id, startedAt, crashAt };
    await this.sendTick(t);
  }

  /**
   * The crash: automatic cash-outs up to the crash point are paid at their targets (the maths
   * counts a target equal to the point as reached); the other active bets lose, or, when the
   * round was interrupted, get their stake back (their players could not cash out).
   */
  private async crash(round: RoundRow, crashedAt: Date, interrupted: boolean): Promise<void> {
    const { store } = this.deps;
    const crashed = await store.movePhase(
      round.id,
      'running',
      'crashed',
      sql`crashed_at = ${crashedAt.toISOString()}::timestamptz`,
      this.fence,
    );
    if (!crashed) return;
    const at = this.deps.clock.now();
    const auto = await store.cashOut({
      roundId: round.id,
      multiplier: round.crashPoint,
      at,
      onlyAutoAtMost: round.crashPoint,
    });
    const rest = interrupted
      ? await store.refundOpen(round.id, at)
      : await store.bustActive(round.id, at);
    await this.deps.payouts.pay([...auto, ...rest]);
    await this.deps.live.round(crashed);
    await this.deps.live.bets(round.id, [...auto, ...rest]);
  }

  /** A round interrupted while betting never started: every bet gets its stake back. */
  private async refund(round: RoundRow, now: Date): Promise<void> {
    const refunded = await this.deps.store.movePhase(
      round.id,
      'betting',
      'refunded',
      sql`crashed_at = ${now.toISOString()}::timestamptz`,
      this.fence,
    );
    if (!refunded) return;
    const ids = await this.deps.store.refundOpen(round.id, now);
    await this.deps.payouts.pay(ids);
    await this.deps.live.round(refunded);
  }

  /** Finishes bets left half done by a request or a process that died. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    const { store, payouts } = this.deps;
    await store.refundStuckPlacing(new Date(now.getTime() - PLACING_STUCK_MS), now);
    await payouts.pay(null, new Date(now.getTime() - PAYOUT_RETRY_MS));
  }
}
