import type { FastifyBaseLogger } from 'fastify';
import type { LiveHub } from '../../../platform/live-hub.js';
import { presentPlayerBet, presentRound } from './crash-present.js';
import type { CrashStore, RoundRow } from './crash-store.js';

/**
 * Crash's live events to every open live socket (all processes, through the hub): phase
 * changes with their start times (clients animate the curve locally), a tick a second while
 * running to correct them, and bets as they are placed and cashed out. A failed push is only
 * logged: the state endpoint is the truth clients fall back to.
 */
export class CrashLive {
  constructor(
    private readonly live: LiveHub,
    private readonly store: CrashStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async round(round: RoundRow): Promise<void> {
    await this.send({ type: 'crash.round', round: presentRound(round) });
  }

  async tick(roundId: number, elapsedMs: number, multiplier: number): Promise<void> {
    await this.send({ type: 'crash.tick', roundId, elapsedMs, multiplier });
  }

  async bets(roundId: number, betIds: number[]): Promise<void> {
    for (const bet of await this.store.betsByIds(betIds)) {
      await this.send({ type: 'crash.bet', roundId, bet: presentPlayerBet(bet) });
    }
  }

  private async send(event: Parameters<LiveHub['broadcast']>[0]): Promise<void> {
    try {
      await this.live.broadcast(event);
    } catch (err) {
      this.log.warn({ err }, 'crash live event not sent');
    }
  }
}
