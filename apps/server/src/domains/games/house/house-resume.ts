import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { HouseRounds } from './house-rounds.js';
import type { RoundSettler } from './round-settler.js';

/** A round unfinished for this long was interrupted (a live request finishes in well under). */
const STALE_AFTER_MS = 60_000;

/**
 * Finishes house rounds left half settled by a crash or a lost connection: a pending round's bet
 * (then its win, for a spin or a roll), a closing round's win. Every step is idempotent, so a
 * process racing a player's retry does no harm.
 */
export async function resumeStaleRounds(deps: {
  clock: Clock;
  log: FastifyBaseLogger;
  houseRounds: HouseRounds;
  houseSettler: RoundSettler;
}): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - STALE_AFTER_MS);
  const stale = await deps.houseRounds.stale(before, 100);
  let finished = 0;
  for (const round of stale) {
    try {
      const player = await deps.houseSettler.playerOf(round);
      if (round.status === 'closing') await deps.houseSettler.close(player, round);
      else if (round.gameCode === 'mines') await deps.houseSettler.openBet(player, round);
      else await deps.houseSettler.settleInstant(player, round);
      finished += 1;
    } catch (err) {
      deps.log.warn({ err, round: round.roundId }, 'house round not resumed');
    }
  }
  return finished;
}
